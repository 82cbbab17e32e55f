import { paths } from '../../shared/routes.js';

/**
 * The public pages the server renders (issue 38): where they are, and the route module each one
 * shows (src/web/app/router.tsx, as named in the client build), whose scripts the page lists so the
 * browser loads them before it takes the page over. scripts/page-assets.ts reads it too.
 */
export const PUBLIC_PAGES = {
  home: { path: paths.home, routeModule: 'app/home-page.tsx' },
  allProducts: { path: paths.allProducts, routeModule: 'app/discovery/all-products-route.tsx' },
  category: { path: paths.category, routeModule: 'app/discovery/category-route.tsx' },
  product: { path: paths.product, routeModule: 'app/pages/product-route.tsx' },
  search: { path: paths.search, routeModule: 'app/discovery/search-route.tsx' },
  allReviews: { path: paths.allReviews, routeModule: 'features/reviews/pages/all-reviews-page.tsx' },
  blogs: { path: paths.blogs, routeModule: 'features/blog/pages/blog-page.tsx' },
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;
