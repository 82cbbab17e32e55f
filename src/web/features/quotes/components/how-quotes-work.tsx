const STEPS = [
  ['You ask', 'Choose the products and how many pieces you need, and tell us anything that matters.'],
  ['We answer by email', 'An admin gives a price per piece, valid until a day we name. Your cart stays as it is.'],
  ['You order at those prices', 'Accept the quote before that day and it becomes an order at exactly those prices, once.'],
] as const;

/** The three steps of a quote, beside the request form. */
export function HowQuotesWork() {
  return (
    <section aria-labelledby="how-quotes-work-heading" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <h2 id="how-quotes-work-heading" className="text-lg font-bold">
        How a quote works
      </h2>
      <ol className="mt-4 flex flex-col gap-4">
        {STEPS.map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-content">
              {index + 1}
            </span>
            <span className="text-sm">
              <span className="block font-semibold">{title}</span>
              <span className="block text-base-content/75">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
