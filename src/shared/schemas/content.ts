import { z } from 'zod';

/** SPEC §11: a blog post, shown as a collapsible question and answer. */
export const blogPostSchema = z.object({
  slug: z.string(),
  question: z.string(),
  /** The answer rendered from Markdown on the server; raw HTML in the source is shown as text. */
  answerHtml: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const portfolioSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(1),
  skills: z.array(z.string().min(1)).min(1),
  projects: z.array(
    z.object({
      name: z.string().min(1),
      description: z.string().min(1),
      /** A path inside the shop or an https:// address. */
      url: z.string().regex(/^(\/|https:\/\/)/, 'must be a path inside the shop or an https:// address'),
    }),
  ),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export { legalPageSlugs } from '../routes.js';

/** A legal page (terms, privacy, cookies, delivery and returns), shown at /legal/:slug. */
export const legalPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The page's body rendered from Markdown on the server; raw HTML in the source is shown as text. */
  html: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const contentMessages = {
  unknownLegalPage: 'This page does not exist. The terms, privacy, cookie and delivery pages are linked at the bottom of every page.',
};
