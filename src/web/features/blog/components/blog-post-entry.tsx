import type { BlogPost } from '../../../../shared/schemas/content';

/** Readable styles for the server-rendered answer (paragraphs, lists, links, code). */
const PROSE = [
  'max-w-prose text-base leading-relaxed text-base-content/85',
  '[&_p]:mb-3 [&_p:last-child]:mb-0',
  '[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1.5',
  '[&_strong]:font-semibold [&_strong]:text-base-content',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_code]:rounded [&_code]:bg-base-200 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:font-bold',
].join(' ');

/**
 * One question and its answer, collapsible with a native <details> (Enter and Space open it).
 * The answer is the shop's own content, rendered and sanitised on the server (raw HTML escaped).
 */
export function BlogPostEntry({ post, defaultOpen = false }: { post: BlogPost; defaultOpen?: boolean }) {
  return (
    <details className="collapse-arrow collapse border border-base-300 bg-base-100 shadow-sm" open={defaultOpen}>
      <summary className="collapse-title pr-12 text-lg font-semibold">{post.question}</summary>
      <div className="collapse-content">
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.answerHtml }} />
      </div>
    </details>
  );
}
