import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Lets a page move focus to its heading (after the row someone acted on is gone, say). */
  titleId?: string;
}

/** The h1 of a page with a small line above it and an optional lead text and actions. */
export function PageHeader({ eyebrow, title, children, actions, titleId }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>}
        <h1 id={titleId} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-4xl">
          {title}
        </h1>
        {children && <p className="mt-2 max-w-2xl text-base-content/75">{children}</p>}
      </div>
      {actions && <div className="shrink-0">{actions}</div>}
    </header>
  );
}
