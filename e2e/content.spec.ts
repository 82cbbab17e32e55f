import { expect, test, type Page } from '@playwright/test';
import type { BlogPost, Portfolio } from '../src/shared/schemas/content.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';

async function blogPosts(page: Page): Promise<BlogPost[]> {
  return ((await (await page.request.get('/api/blog')).json()) as { posts: BlogPost[] }).posts;
}

/** A piece of an answer's first paragraph, as plain text. */
function firstWords(post: BlogPost): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(post.answerHtml)?.[1] ?? post.answerHtml;
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 6)
    .join(' ');
}

test.describe('Blog (/blogs)', () => {
  test('five questions that open and close to show their answers', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const posts = await blogPosts(page);
    expect(posts).toHaveLength(5);
    await page.goto('/blogs');
    await expect(page).toHaveTitle(`Blog · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');

    const entries = page.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem');
    await expect(entries).toHaveCount(5);
    await expect(entries.locator('summary')).toHaveText(posts.map((post) => post.question));

    const [first, second] = posts;
    const firstEntry = entries.nth(0).locator('details');
    const answer = entries.nth(0).getByText(firstWords(first!));
    await expect(answer).toBeHidden();
    await firstEntry.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(firstEntry).toHaveAttribute('open', '');
    // The answer's Markdown arrives as formatted HTML (paragraphs, lists …).
    expect(await firstEntry.locator('p').count()).toBeGreaterThan(0);
    await firstEntry.locator('summary').click();
    await expect(answer).toBeHidden();

    // The keyboard opens and closes them too.
    const secondEntry = entries.nth(1).locator('details');
    await secondEntry.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(entries.nth(1).getByText(firstWords(second!))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(entries.nth(1).getByText(firstWords(second!))).toBeHidden();
  });

  test('"Read More" on the home page leads here', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  });
});

test.describe('Portfolio (/myProtfolio)', () => {
  test('shows the bio, the skills as a list and a link to each project', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const portfolio = (await (await request.get('/api/portfolio')).json()) as Portfolio;
    await page.goto('/myProtfolio');
    await expect(page).toHaveTitle(`My Portfolio · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolio.name);
    await expect(page.getByText(portfolio.bio)).toBeVisible();

    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(portfolio.skills);
    const projects = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(projects).toHaveCount(portfolio.projects.length);
    for (const [index, project] of portfolio.projects.entries()) {
      const card = projects.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.name);
      await expect(card.getByText(project.description)).toBeVisible();
      const link = card.getByRole('link', { name: new RegExp(`^(Open|Visit) ${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await expect(link).toHaveAttribute('href', project.url);
    }

    // A project inside the shop opens without leaving the app.
    const inShop = portfolio.projects.find((project) => project.url.startsWith('/') && !project.url.startsWith('/api/') && project.url !== '/');
    // content/portfolio.json links to /blogs, a page of the shop.
    expect(inShop, 'a portfolio project inside the shop').toBeDefined();
    await projects.getByRole('link', { name: `Open ${inShop?.name}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === inShop?.url);
  });
});

test.describe('accessibility of the blog and the portfolio', () => {
  for (const width of [1280, 390]) {
    test(`/blogs (one answer open) and /myProtfolio at ${width} px`, async ({ page }) => {
      // axe on a whole page can take most of the default 30 s on a busy 2-core machine.
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/blogs');
      const entries = page.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem');
      await expect(entries).toHaveCount(5);
      await entries.first().locator('summary').click();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/myProtfolio');
      await expect(page.getByRole('list', { name: 'Skills' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
