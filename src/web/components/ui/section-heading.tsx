import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

/** The h2 of a home-page section with an optional small line above and a lead text below. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const centered = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={`mb-10 max-w-2xl ${centered ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p className={`mb-2 text-sm font-semibold tracking-widest uppercase ${dark ? 'text-accent' : 'text-primary'}`}>{eyebrow}</p>
      )}
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className={`mt-4 text-lg text-pretty ${dark ? 'text-neutral-content/85' : 'text-base-content/75'}`}>{children}</p>}
    </div>
  );
}
