import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

interface FilterSectionProps {
  title: ReactNode;
  open: boolean;
  children: ReactNode;
}

/** One filter of the panel: a heading that opens and closes what it holds. */
export function FilterSection({ title, open, children }: FilterSectionProps) {
  return (
    <details open={open} className="group border-b border-base-300 py-1 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-field px-1.5 py-2 text-sm font-semibold hover:bg-base-200 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <ChevronDown aria-hidden="true" size={16} className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="px-1.5 pt-1 pb-3">{children}</div>
    </details>
  );
}
