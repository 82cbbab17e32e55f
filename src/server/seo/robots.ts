import { paths } from '../../shared/routes.js';

/**
 * Paths crawlers are asked to leave alone: the API, signed-in pages, and the pages of accounts
 * and one-off links (nothing there is for a search result).
 */
export const DISALLOWED = ['/dashboard', '/api/', paths.login, paths.register, '/order/', paths.forgotPassword, paths.resetPassword, paths.emailVerified, paths.stockAlertUnsubscribe] as const;

/** robots.txt: everything else may be crawled; the sitemap says where the pages are. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
