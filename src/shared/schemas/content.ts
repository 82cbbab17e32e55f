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
