import { RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../shared/routes';
import { isChunkLoadError } from './chunk-load-error';
import { NotFoundContent } from './not-found-content';

function reload() {
  window.location.reload();
}

/**
 * errorElement of the routes: a failed chunk load (new release deployed) asks for a reload;
 * anything else gets a friendly message instead of a blank page.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  // At the root the layout itself failed, so the message brings its own main landmark.
  const Wrapper = standalone ? 'main' : 'div';
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Wrapper>
        <NotFoundContent />
      </Wrapper>
    );
  }

  const newVersion = isChunkLoadError(error);
  const Icon = newVersion ? Sparkles : TriangleAlert;
  return (
    <Wrapper className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon aria-hidden="true" size={32} />
        </span>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{newVersion ? 'A new version of the shop is available' : 'Something went wrong'}</h1>
        <p className="text-base-content/75">
          {newVersion
            ? 'We have just updated the shop. Reload the page to get the latest version.'
            : 'Sorry, this page could not be shown. Please reload, or go back to the home page.'}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary" onClick={reload}>
            <RefreshCw aria-hidden="true" size={18} /> Reload
          </button>
          {!newVersion && (
            <Link to={paths.home} className="btn btn-ghost" reloadDocument>
              Back to home
            </Link>
          )}
        </div>
      </div>
    </Wrapper>
  );
}
