import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '../../shared/routes';
import { queryClient } from '../lib/query-client';
import { sessionQuery } from '../lib/session';
import { shopConfigQuery } from '../lib/use-shop-config';
import { GuestOnly } from './guards/guest-only';
import { RequireAdmin } from './guards/require-admin';
import { RequireUser } from './guards/require-user';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route module loaded on demand (its own chunk); the module default-exports the page. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * The dashboard (signed in): its layout with the side menu, and its pages. Admin pages sit under
 * RequireAdmin. A new dashboard page is one line here and one in dashboard/dashboard-links.ts.
 */
const dashboard: RouteObject = {
  path: paths.dashboard,
  Component: RequireUser,
  children: [
    {
      lazy: page(() => import('./dashboard/dashboard-layout')),
      children: [
        { index: true, lazy: page(() => import('./dashboard/dashboard-home-page')) },
        { path: paths.payment, lazy: page(() => import('./dashboard/payment-page')) },
        { path: paths.myOrder, lazy: page(() => import('../features/orders/pages/order-page')) },
        { path: paths.profile, lazy: page(() => import('../features/profile/pages/profile-page')) },
        { path: paths.addReview, lazy: page(() => import('./pages/add-review-route')) },
        { path: paths.projectLists, lazy: page(() => import('../features/project-lists/pages/project-lists-page')) },
        { path: paths.projectList, lazy: page(() => import('../features/project-lists/pages/project-list-page')) },
        { path: paths.tradeAccount, lazy: page(() => import('../features/trade/pages/trade-account-page')) },
        { path: paths.myQuotes, lazy: page(() => import('../features/quotes/pages/my-quotes-page')) },
        { path: paths.newQuote, lazy: page(() => import('../features/quotes/pages/new-quote-page')) },
        { path: paths.quote, lazy: page(() => import('../features/quotes/pages/quote-page')) },
        {
          Component: RequireAdmin,
          children: [
            { path: paths.users, lazy: page(() => import('../features/users/pages/users-page')) },
            { path: paths.addProduct, lazy: page(() => import('./pages/add-product-route')) },
            { path: paths.manageProducts, lazy: page(() => import('./pages/manage-products-route')) },
            { path: paths.editProduct, lazy: page(() => import('./pages/edit-product-route')) },
            { path: paths.messages, lazy: page(() => import('../features/inbox/pages/messages-page')) },
            { path: paths.stockHistory, lazy: page(() => import('../features/stock-ledger/pages/stock-history-page')) },
            { path: paths.manageAllOrders, lazy: page(() => import('../features/orders/pages/manage-all-orders-page')) },
            // Its charts (recharts) load with this page only, never with the customers' pages.
            { path: paths.overview, lazy: page(() => import('../features/overview/pages/overview-page')) },
            { path: paths.manageCategories, lazy: page(() => import('../features/categories-admin/pages/categories-page')) },
            { path: paths.manageSynonyms, lazy: page(() => import('../features/search-synonyms-admin/pages/search-synonyms-page')) },
            { path: paths.manageProductReviews, lazy: page(() => import('../features/product-reviews-admin/pages/product-reviews-admin-page')) },
            { path: paths.manageDelivery, lazy: page(() => import('../features/delivery-admin/pages/delivery-page')) },
            { path: paths.productFiles, lazy: page(() => import('../features/product-files/pages/product-files-page')) },
            { path: paths.manageDiscounts, lazy: page(() => import('../features/discounts-admin/pages/discounts-page')) },
            { path: paths.manageTradeAccounts, lazy: page(() => import('../features/trade-admin/pages/trade-accounts-page')) },
            { path: paths.tradeInvoices, lazy: page(() => import('../features/trade-admin/pages/trade-invoices-page')) },
            { path: paths.manageQuotes, lazy: page(() => import('../features/quotes-admin/pages/manage-quotes-page')) },
          ],
        },
      ],
    },
  ],
};

/** Pages inside the layout. Adding a page is one line here (SPEC §2 lists the rest). */
const pages: RouteObject[] = [
  { index: true, lazy: page(() => import('./home-page')) },
  { path: paths.allProducts, lazy: page(() => import('./discovery/all-products-route')) },
  { path: paths.search, lazy: page(() => import('./discovery/search-route')) },
  { path: paths.category, lazy: page(() => import('./discovery/category-route')) },
  { path: paths.allReviews, lazy: page(() => import('../features/reviews/pages/all-reviews-page')) },
  { path: paths.blogs, lazy: page(() => import('../features/blog/pages/blog-page')) },
  { path: paths.portfolio, lazy: page(() => import('../features/portfolio/pages/portfolio-page')) },
  { path: paths.legal, lazy: page(() => import('./pages/legal-route')) },
  { path: paths.product, lazy: page(() => import('./pages/product-route')) },
  { path: paths.compare, lazy: page(() => import('../features/compare/pages/compare-page')) },
  { path: paths.cart, lazy: page(() => import('./pages/cart-route')) },
  { path: paths.sharedList, lazy: page(() => import('../features/project-lists/pages/shared-list-page')) },
  { Component: RequireUser, children: [{ path: paths.order, lazy: page(() => import('./order-page')) }] },
  { Component: RequireUser, children: [{ path: paths.checkout, lazy: page(() => import('../features/checkout/pages/checkout-page')) }] },
  {
    Component: GuestOnly,
    children: [
      { path: paths.login, lazy: page(() => import('../features/accounts/pages/login-page')) },
      { path: paths.register, lazy: page(() => import('../features/accounts/pages/register-page')) },
    ],
  },
  { path: paths.forgotPassword, lazy: page(() => import('../features/accounts/pages/forgot-password-page')) },
  { path: paths.resetPassword, lazy: page(() => import('../features/accounts/pages/reset-password-page')) },
  { path: paths.emailVerified, lazy: page(() => import('../features/accounts/pages/email-verified-page')) },
  { path: paths.stockAlertUnsubscribe, lazy: page(() => import('../features/stock-alerts/pages/unsubscribe-page')) },
  dashboard,
  { path: '*', lazy: page(() => import('./not-found-page')) },
];

/** Id of the root route, whose loader data main.tsx gives the browser router when it takes over a server-rendered page. */
export const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: paths.home,
    Component: RootLayout,
    // The shop configuration (brand, currency …) is needed by the layout and every page.
    loader: async () => {
      // Who is signed in is asked at the same time, without holding up public pages.
      void queryClient.prefetchQuery(sessionQuery);
      await queryClient.ensureQueryData(shopConfigQuery);
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: PageLoading,
    errorElement: <RouteError standalone />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router. Created by main.tsx (not at import, so nothing touches `window` early, and
 * the server render can import the routes). With `hydrationData` it takes over a page the
 * server rendered without running the root loader again.
 */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
