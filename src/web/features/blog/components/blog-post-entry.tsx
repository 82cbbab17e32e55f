import type { BlogPost } from '../../../../shared/schemas/content';
import { PROSE } from '../../../components/ui/prose';

/** The shop's prose styles, with headings sized for a short answer. */
const ANSWER = `${PROSE} [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:font-bold`;

/**
 * One question and its answer, collapsible with a native <details> (Enter and Space open it).
 * The answer is the shop's own content, rendered and sanitised on the server (raw HTML escaped).
 */
export function BlogPostEntry({ post, defaultOpen = false }: { post: BlogPost; defaultOpen?: boolean }) {
  return (
    <details className="collapse-arrow collapse border border-base-300 bg-base-100 shadow-sm" open={defaultOpen}>
      <summary className="collapse-title pr-12 text-lg font-semibold">{post.question}</summary>
      <div className="collapse-content">
        <div className={ANSWER} dangerouslySetInnerHTML={{ __html: post.answerHtml }} />
      </div>
    </details>
  );
}
