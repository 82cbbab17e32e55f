import type { Quote } from '../../../../shared/schemas/quotes';

/** The customer's note with the request and the shop's note with its answer (or its reason to decline). */
export function QuoteNotes({ quote }: { quote: Quote }) {
  const notes: [string, string][] = [];
  if (quote.answerNote) notes.push([quote.status === 'declined' ? 'Our reason' : 'Our note', quote.answerNote]);
  if (quote.customerNote) notes.push(['Your note', quote.customerNote]);
  if (notes.length === 0) return null;
  return (
    <section aria-label="Notes" className="flex flex-col gap-3">
      {notes.map(([title, text]) => (
        <figure key={title} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
          <figcaption className="text-sm font-semibold">{title}</figcaption>
          <blockquote className="mt-1 text-sm whitespace-pre-line text-base-content/85 [overflow-wrap:anywhere]">{text}</blockquote>
        </figure>
      ))}
    </section>
  );
}
