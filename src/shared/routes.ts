/**
 * Browser routes of SPEC §2, shared so the server can answer unknown paths with a real 404
 * status while the web app renders its not-found page. Paths are kept exactly as listed in the
 * SPEC (including their historic spelling) because links to them exist.
 */
export const paths = {
  home: '/',
  allProducts: '/allProduct',
  allReviews: '/allReview',
  blogs: '/blogs',
  portfolio: '/myProtfolio',
  login: '/login',
  register: '/register',
  order: '/order/:id',
  dashboard: '/dashboard',
  payment: '/dashboard/payment/:id',
  myOrder: '/dashboard/orders/:id',
  addReview: '/dashboard/addReview',
  profile: '/dashboard/updateProfile',
  users: '/dashboard/user',
  manageAllOrders: '/dashboard/manageAllOrders',
  overview: '/dashboard/overview',
  addProduct: '/dashboard/addProduct',
  manageProducts: '/dashboard/manageAllprodcts',
  editProduct: '/dashboard/editProduct/:id',
  messages: '/dashboard/messages',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  emailVerified: '/email-verified',
  search: '/search',
  category: '/category/:slug',
  product: '/product/:idOrSlug',
  compare: '/compare',
  stockAlertUnsubscribe: '/stock-alerts/unsubscribe',
  manageCategories: '/dashboard/categories',
  manageSynonyms: '/dashboard/search-synonyms',
  manageProductReviews: '/dashboard/product-reviews',
  manageDelivery: '/dashboard/delivery',
  manageDiscounts: '/dashboard/discounts',
  legal: '/legal/:slug',
  cart: '/cart',
  checkout: '/checkout',
  projectLists: '/dashboard/lists',
  projectList: '/dashboard/lists/:id',
  sharedList: '/lists/shared/:token',
  stockHistory: '/dashboard/products/:id/stock',
  productFiles: '/dashboard/products/files',
  tradeAccount: '/dashboard/trade-account',
  manageTradeAccounts: '/dashboard/trade-accounts',
  tradeInvoices: '/dashboard/invoices',
  myQuotes: '/dashboard/quotes',
  newQuote: '/dashboard/quotes/new',
  quote: '/dashboard/quotes/:id',
  manageQuotes: '/dashboard/manage-quotes',
} as const;

/** One of the customer's quotes. */
export function quotePath(quoteId: string): string {
  return `/dashboard/quotes/${encodeURIComponent(quoteId)}`;
}

/** The checkout of an answered quote: its lines at its prices (the cart stays as it is). */
export function quoteCheckoutPath(quoteId: string): string {
  return `/checkout?quote=${encodeURIComponent(quoteId)}`;
}

export function orderPath(productId: string): string {
  return `/order/${encodeURIComponent(productId)}`;
}

/** One of the customer's orders: its timeline, delivery and documents (a link in the order emails). */
export function myOrderPath(orderId: string): string {
  return `/dashboard/orders/${encodeURIComponent(orderId)}`;
}

/** Where the customer pays for an order (a link in the order emails). */
export function paymentPath(orderId: string): string {
  return `/dashboard/payment/${encodeURIComponent(orderId)}`;
}

export function editProductPath(productId: string): string {
  return `/dashboard/editProduct/${encodeURIComponent(productId)}`;
}

/** One of the customer's job-site lists. */
export function projectListPath(listId: string): string {
  return `/dashboard/lists/${encodeURIComponent(listId)}`;
}

/** The read-only page of a shared job-site list (anyone with the link). */
export function sharedListPath(token: string): string {
  return `/lists/shared/${encodeURIComponent(token)}`;
}

/** A product's stock ledger (admins): every change of its pieces on hand. */
export function stockHistoryPath(productId: string): string {
  return `/dashboard/products/${encodeURIComponent(productId)}/stock`;
}

/** The admins' inbox showing its low-stock notices. */
export const lowStockInboxPath = '/dashboard/messages?show=low-stock';

/** The shop's legal pages, each a Markdown file content/legal/<slug>.md, linked from the footer. */
export const legalPageSlugs = ['terms-of-use', 'privacy-policy', 'cookie-policy', 'delivery-and-returns'] as const;

/** A legal page (terms of use, privacy policy …) by its slug. */
export function legalPath(slug: string): string {
  return `/legal/${encodeURIComponent(slug)}`;
}

const patterns: RegExp[] = [
  /^\/$/,
  /^\/allProduct\/?$/,
  /^\/allReview\/?$/,
  /^\/blogs\/?$/,
  /^\/myProtfolio\/?$/,
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/forgot-password\/?$/,
  /^\/reset-password\/?$/,
  /^\/email-verified\/?$/,
  /^\/order\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/stock-alerts\/unsubscribe\/?$/,
  new RegExp(`^/legal/(${legalPageSlugs.join('|')})/?$`),
  /^\/dashboard(\/.*)?$/,
  /^\/cart\/?$/,
  /^\/compare\/?$/,
  /^\/checkout\/?$/,
  /^\/lists\/shared\/[^/]+\/?$/,
];

/** True when the web app has a page for this path (its query string ignored). */
export function isAppPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

const RESOLVE_BASE = 'http://shop.invalid';

/**
 * A return target after signing in must stay inside the shop: a path starting with one "/",
 * never "//host" or "/\host" (which browsers treat as another site), and never one that only
 * turns into "//host" once a browser or server resolves its dot segments ("/.//host").
 */
export function isSafeReturnPath(value: string): boolean {
  const hasControlCharacter = [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter) return false;
  try {
    const resolved = new URL(value, RESOLVE_BASE);
    return resolved.origin === RESOLVE_BASE && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}
