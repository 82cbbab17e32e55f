import { FolderGit2 } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePortfolio } from '../api/use-portfolio';
import { ProjectLink } from '../components/project-link';

/** SPEC §11 /myProtfolio: a short bio, the skills and links to projects, from content data. */
export default function PortfolioPage() {
  useDocumentTitle('My Portfolio');
  const portfolio = usePortfolio();

  if (portfolio.isPending) return <Spinner label="Loading the portfolio…" />;
  if (portfolio.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState title="We could not load the portfolio" message={errorMessage(portfolio.error)} onRetry={() => void portfolio.refetch()} />
      </div>
    );
  }
  const { name, role, bio, skills, projects } = portfolio.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-12">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{role}</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{name}</h1>
        <p className="mt-4 max-w-3xl text-lg text-pretty text-base-content/80">{bio}</p>
      </header>

      <section aria-labelledby="skills-heading" className="mb-12">
        <h2 id="skills-heading" className="mb-4 text-2xl font-bold">
          Skills
        </h2>
        <ul aria-label="Skills" className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className="badge badge-lg border-primary/30 bg-primary/10 font-medium text-primary">
              {skill}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="mb-4 text-2xl font-bold">
          Projects
        </h2>
        <ul aria-label="Projects" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.name}>
              <article className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <FolderGit2 aria-hidden="true" size={20} />
                </span>
                <h3 className="text-lg font-bold">{project.name}</h3>
                <p className="text-sm text-base-content/75">{project.description}</p>
                <ProjectLink project={project} />
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
