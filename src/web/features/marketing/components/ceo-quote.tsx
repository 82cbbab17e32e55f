import { Quote } from 'lucide-react';
import type { ShopConfig } from '../../../../shared/schemas/shop';

/** The CEO's promise, name, title and handwritten signature. */
export function CeoQuote({ ceo }: { ceo: ShopConfig['ceo'] }) {
  return (
    <figure className="mt-12 rounded-box border-l-4 border-accent bg-base-200 p-6 sm:p-8">
      <Quote aria-hidden="true" size={32} className="mb-3 text-primary/30" />
      <blockquote className="text-lg leading-relaxed sm:text-xl font-medium text-pretty italic">“{ceo.quote}”</blockquote>
      <figcaption className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-bold">{ceo.name}</p>
          <p className="text-sm text-base-content/75">{ceo.title}</p>
        </div>
        <img src={ceo.signature} alt={`Signature of ${ceo.name}`} width={180} height={64} loading="lazy" className="h-16 w-auto" />
      </figcaption>
    </figure>
  );
}
