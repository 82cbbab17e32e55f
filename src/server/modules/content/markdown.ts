import { Marked } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function safeHref(href: string): string | null {
  if (/^(https:\/\/|mailto:|\/(?!\/)|#)/i.test(href.trim())) return href.trim();
  return null;
}

/**
 * Markdown for shop content. Raw HTML in the source is shown as text, never passed through, and
 * links may only lead inside the shop, to https:// pages or to mailto:.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens);
      const target = safeHref(href);
      if (!target) return label;
      const external = target.startsWith('https://');
      return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener noreferrer"' : ''}>${label}</a>`;
    },
    image({ text }) {
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
