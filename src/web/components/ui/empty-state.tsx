import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';

/** A list with nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-10 text-center">
      <PackageOpen aria-hidden="true" className="text-base-content/60" size={36} />
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="text-base-content/75">{children}</div>}
    </div>
  );
}
