import { Outlet, ScrollRestoration, type Location } from 'react-router';
import type { Product } from '../../shared/schemas/catalog';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { BrowserCartMerge } from '../features/cart/components/browser-cart-merge';
import { ProductCardAction, ProductCardCorner } from '../features/catalog/components/product-card-action';
import { CompareBar } from '../features/compare/components/compare-bar';
import { CompareToggle } from '../features/compare/components/compare-toggle';
import { AddToListButton } from '../features/project-lists/trigger/add-to-list-button';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageGroup } from './page-group';
import { PriceDisplayProvider } from './price-display-provider';

/**
 * The key a page's scroll position is kept under. The router keys each history entry by its own
 * key, but a page loaded as a new document (a link followed before the app was ready, an address
 * typed in) has none yet and is called "default": every such page would then open at the
 * position the last one was left at. Keyed by its address instead, it opens at its top, and a
 * reload still returns to where it was.
 */
function scrollPositionKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

const cardActions = (product: Product) => (
  <>
    <AddToCartButton product={product} />
    <AddToListButton product={product} />
  </>
);

const cardCorner = (product: Product) => <CompareToggle product={product} />;

/**
 * Skip link, header, main content and footer around every page. Product cards offer "Add to
 * cart", "Add to list" and "Compare" (with the comparison's bar at the foot of the screen), prices show an approved trade customer's trade prices and (in the header too) with or without the tax as the buyer chose, and a
 * visitor's cart merges into the account's at sign-in.
 *
 * Until the app has taken over a server-rendered page, the page's controls wait (PageGroup) and so
 * do the navbar's buttons; links work all along, and so does the navbar's search box (what is
 * typed there is kept).
 */
export function RootLayout() {
  return (
    <PriceDisplayProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-field focus:bg-primary focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-content"
        >
          Skip to content
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <PageGroup>
            <ProductCardAction value={cardActions}>
              <ProductCardCorner value={cardCorner}>
                <Outlet />
              </ProductCardCorner>
            </ProductCardAction>
          </PageGroup>
        </main>
        <Footer />
        <ScrollRestoration getKey={scrollPositionKey} />
        <BrowserCartMerge />
        <CompareBar />
      </div>
    </PriceDisplayProvider>
  );
}
