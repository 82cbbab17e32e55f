import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { Portfolio } from '../../../../shared/schemas/content';

type Project = Portfolio['projects'][number];

const LINK_CLASS = 'btn btn-outline btn-primary btn-sm mt-auto self-start';

/**
 * A project's link: a page of the web app through the router; a server page (/api/…) or another
 * site as a plain link (another site opens in a new tab).
 */
export function ProjectLink({ project }: { project: Project }) {
  const label = <span className="sr-only"> {project.name}</span>;
  if (project.url.startsWith('https://')) {
    return (
      <a href={project.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        Visit{label}
        <ExternalLink aria-hidden="true" size={16} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (project.url.startsWith('/api/')) {
    return (
      <a href={project.url} className={LINK_CLASS}>
        Open{label}
        <ArrowRight aria-hidden="true" size={16} />
      </a>
    );
  }
  return (
    <Link to={project.url} className={LINK_CLASS}>
      Open{label}
      <ArrowRight aria-hidden="true" size={16} />
    </Link>
  );
}
