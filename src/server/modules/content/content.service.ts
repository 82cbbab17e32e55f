import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../shared/errors.js';
import { blogPostSchema, contentMessages, legalPageSchema, legalPageSlugs, portfolioSchema, type BlogPost, type LegalPage, type Portfolio } from '../../../shared/schemas/content.js';
import { renderMarkdown } from './markdown.js';

/** A Markdown source that starts with "# Its title", split into the title and the rest; null without one. */
function titledMarkdown(source: string): { title: string; body: string } | null {
  const match = /^#\s+(.+)\n?([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n').trim());
  const title = match?.[1]?.trim();
  return title ? { title, body: match?.[2] ?? '' } : null;
}

/**
 * SPEC §11: the blog posts are the Markdown files of content/blog (sorted by file name). Each
 * starts with "# The question"; the rest is the answer. The shop can replace them without code.
 */
export async function loadBlogPosts(contentDir: string): Promise<BlogPost[]> {
  const dir = path.join(contentDir, 'blog');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  const posts: BlogPost[] = [];
  for (const file of files) {
    const parsed = titledMarkdown(await readFile(path.join(dir, file), 'utf8'));
    if (!parsed) throw new Error(`content/blog/${file} must start with "# The question"`);
    posts.push(blogPostSchema.parse({ slug: file.replace(/^\d+-/, '').replace(/\.md$/, ''), question: parsed.title, answerHtml: renderMarkdown(parsed.body) }));
  }
  return posts;
}

/** The legal pages by slug (a Map: a slug such as "constructor" finds nothing). */
export type LegalPages = ReadonlyMap<string, LegalPage>;

/**
 * The legal pages linked from the footer: content/legal/<slug>.md for each of `legalPageSlugs`,
 * starting with "# Title" (then a "Last updated" line and the sections). The shop can reword them
 * without code; a missing page or one without its title stops the start with the file to fix.
 */
export async function loadLegalPages(contentDir: string): Promise<LegalPages> {
  const pages = new Map<string, LegalPage>();
  for (const slug of legalPageSlugs) {
    const name = `content/legal/${slug}.md`;
    const source = await readFile(path.join(contentDir, 'legal', `${slug}.md`), 'utf8').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${name} is missing: the footer links to it (legal pages: ${legalPageSlugs.join(', ')})`);
      throw error;
    });
    const parsed = titledMarkdown(source);
    if (!parsed) throw new Error(`${name} must start with "# Title" (its first line, e.g. "# Terms of use")`);
    pages.set(slug, legalPageSchema.parse({ slug, title: parsed.title, html: renderMarkdown(parsed.body) }));
  }
  return pages;
}

/** The legal page of `slug`; NOT_FOUND for any other text. */
export function findLegalPage(pages: LegalPages, slug: string): LegalPage {
  const page = pages.get(slug);
  if (!page) throw new AppError('NOT_FOUND', contentMessages.unknownLegalPage);
  return page;
}

export async function loadPortfolio(contentDir: string): Promise<Portfolio> {
  const file = path.join(contentDir, 'portfolio.json');
  const parsed = portfolioSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid portfolio in ${file} at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}
