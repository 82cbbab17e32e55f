import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogPostSchema, portfolioSchema, type BlogPost, type Portfolio } from '../../../shared/schemas/content.js';
import { renderMarkdown } from './markdown.js';

/**
 * SPEC §11: the blog posts are the Markdown files of content/blog (sorted by file name). Each
 * starts with "# The question"; the rest is the answer. The shop can replace them without code.
 */
export async function loadBlogPosts(contentDir: string): Promise<BlogPost[]> {
  const dir = path.join(contentDir, 'blog');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  const posts: BlogPost[] = [];
  for (const file of files) {
    const source = (await readFile(path.join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
    const match = /^#\s+(.+)\n([\s\S]*)$/.exec(source.trim());
    if (!match?.[1]) throw new Error(`content/blog/${file} must start with "# The question"`);
    posts.push(blogPostSchema.parse({ slug: file.replace(/^\d+-/, '').replace(/\.md$/, ''), question: match[1].trim(), answerHtml: renderMarkdown(match[2] ?? '') }));
  }
  return posts;
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
