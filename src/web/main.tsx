import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareHydration, takeServerData } from './app/hydration';
import { createAppRouter, routes } from './app/router';
import { followTypedSearch } from './features/discovery/typed-before-start';
import './styles/public-pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function renderInBrowser(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

/**
 * A public page the server rendered with its data (src/server/pages): the data goes into the
 * query cache and the page's code is loaded, then React takes over the HTML as it is.
 */
async function hydrateServerPage(root: HTMLElement) {
  try {
    takeServerData();
    const hydrationData = await prepareHydration(routes, window.location);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap or a keystroke meanwhile is not kept waiting.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createAppRouter(hydrationData)} />
        </StrictMode>,
      );
    });
  } catch {
    // The page's code or the shop configuration could not be loaded: render from scratch, which
    // retries and shows the friendly error page when it still fails.
    root.replaceChildren();
    renderInBrowser(root);
  }
}

// Public pages come rendered by the server: React takes over their HTML. Any other path gets the
// empty shell and renders here. (No top-level await: the bundler would then have to split the
// entry into many small files.) What a visitor types into the page's search box meanwhile is kept
// for the app's own box.
followTypedSearch(container);
if (container.firstElementChild) void hydrateServerPage(container);
else renderInBrowser(container);
