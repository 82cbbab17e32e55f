import { ChevronDown } from 'lucide-react';
import type { ShopConfig } from '../../../../shared/schemas/shop';

/** The FAQ accordion: native <details>, so it works with the keyboard and without JavaScript. */
export function FaqList({ entries }: { entries: ShopConfig['capabilities']['faq'] }) {
  return (
    <div className="flex flex-col gap-3">
      {entries.map((entry, index) => (
        <details key={entry.question} className="group rounded-box border border-base-300 bg-base-100 shadow-sm open:shadow-md" open={index === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-box px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="shrink-0 text-primary transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="px-5 pb-5 text-base-content/80">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
