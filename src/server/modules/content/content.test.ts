import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renderMarkdown } from './markdown.js';

describe('blog and portfolio content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves the five blog posts from content/blog as questions and answers', async () => {
    const { posts } = (await t.app.inject({ method: 'GET', url: '/api/blog' })).json();
    expect(posts).toHaveLength(5);
    expect(posts[0].question).toBe('How does the shop stay fast with thousands of products?');
    expect(posts[0].answerHtml).toContain('<strong>paginated on the server</strong>');
  });

  it('serves the portfolio', async () => {
    const portfolio = (await t.app.inject({ method: 'GET', url: '/api/portfolio' })).json();
    expect(portfolio.skills).toContain('TypeScript');
    expect(portfolio.projects.length).toBeGreaterThan(0);
  });

  it('renders Markdown without passing raw HTML or unsafe links through', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [ok](https://example.com) [in](/blogs) ![x](https://evil.example/x.png)');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="/blogs">in</a>');
  });
});
