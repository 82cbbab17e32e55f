import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareHydration } from './app/hydration';
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

async function hydratePrerendered(root: HTMLElement) {
  try {
    const hydrationData = await prepareHydration(routes, window.location);
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter(hydrationData)} />
      </StrictMode>,
    );
  } catch {
    // The page's code or the shop configuration could not be loaded: render from scratch, which
    // retries and shows the friendly error page when it still fails.
    root.replaceChildren();
    renderInBrowser(root);
  }
}

/**
 * Product, category and search pages come with plain HTML the server wrote for search engines
 * and link previews (src/server/seo), not React's markup: the app renders over it instead of
 * hydrating. The page's code and the shop configuration are loaded first, so the content stays
 * on screen until the page replaces it in one go.
 */
async function renderOverServerContent(root: HTMLElement) {
  let hydrationData: Awaited<ReturnType<typeof prepareHydration>> | undefined;
  try {
    hydrationData = await prepareHydration(routes, window.location);
  } catch {
    // Loaded again (and its error shown) by the router.
  }
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter(hydrationData)} />
    </StrictMode>,
  );
}

// Public pages come prerendered (scripts/prerender-web.ts): React takes over their HTML. Any other
// path gets the empty shell and renders here. (No top-level await: the bundler would then have to
// split the entry into many small files.)
// What a visitor types into the page's search box meanwhile is kept for the app's own box.
followTypedSearch(container);
if (container.hasAttribute('data-server-rendered')) void renderOverServerContent(container);
else if (container.firstElementChild) void hydratePrerendered(container);
else renderInBrowser(container);
