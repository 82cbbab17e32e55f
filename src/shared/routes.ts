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
  addReview: '/dashboard/addReview',
  profile: '/dashboard/updateProfile',
  users: '/dashboard/user',
  manageAllOrders: '/dashboard/manageAllOrders',
  addProduct: '/dashboard/addProduct',
  manageProducts: '/dashboard/manageAllprodcts',
  messages: '/dashboard/messages',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;

export function orderPath(productId: string): string {
  return `/order/${encodeURIComponent(productId)}`;
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
  /^\/order\/[^/]+\/?$/,
  /^\/dashboard(\/.*)?$/,
];

/** True when the web app has a page for this path (its query string ignored). */
export function isAppPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/**
 * A return target after signing in must stay inside the shop: a path starting with one "/",
 * never "//host" or "/\host" (which browsers treat as another site).
 */
export function isSafeReturnPath(value: string): boolean {
  const hasControlCharacter = [...value].some((char) => char.charCodeAt(0) < 32);
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !hasControlCharacter;
}
