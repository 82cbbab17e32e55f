import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ContactInbox } from '../src/shared/schemas/contact.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { baseUrl, signInThroughApi, test } from './support/accounts.js';
import { expectNoSeriousA11yViolations, fetchShopConfig } from './support/fixtures.js';

const MESSAGES = '/dashboard/messages';

/**
 * Sends a Contact Us message through the API. `request` comes from this test's own client address
 * (X-Forwarded-For), so the limit of 5 messages per 15 minutes per address is not shared.
 */
async function sendContactMessage(request: APIRequestContext, subject: string, message: string): Promise<void> {
  const response = await request.post('/api/contact', { data: { email: 'site.manager@example.com', subject, message }, headers: { origin: baseUrl() } });
  expect(response.status(), await response.text()).toBe(201);
}

async function inbox(page: Page): Promise<ContactInbox> {
  return (await (await page.request.get('/api/contact-messages?page=1')).json()) as ContactInbox;
}

/** The next answer the page gets to its own request for the inbox's first page (the menu's count). */
async function inboxAnswer(page: Page): Promise<ContactInbox> {
  const response = await page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/contact-messages' && candidate.request().method() === 'GET' && candidate.ok());
  return (await response.json()) as ContactInbox;
}

function uniqueSubject(label: string): string {
  return `${label} ${Date.now().toString(36).toUpperCase()}`;
}

test.describe('Messages (/dashboard/messages, admins)', () => {
  test('an admin sees the unread count in the menu, reads a message and marks it unread again', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    const subject = uniqueSubject('Trade prices for breakers');
    const text = 'Hello,\nwe need 200 MCB breakers a month. <b>Do you offer trade prices?</b>';
    await sendContactMessage(request, subject, text);

    await signInThroughApi(page, E2E_ADMIN);
    // Other tests send messages at any time: the menu must show the count of the answer it got.
    let answer = inboxAnswer(page);
    await page.goto('/dashboard/user');
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const { unread: unreadBefore } = await answer;
    expect(unreadBefore).toBeGreaterThan(0);
    await expect(menu.getByRole('link', { name: `Messages (${unreadBefore})`, exact: true })).toBeVisible();

    await menu.getByRole('link', { name: /^Messages \(\d+\)$/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === MESSAGES);
    await expect(page).toHaveTitle(`Messages · ${shop.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');

    const list = page.getByRole('list', { name: 'Messages' });
    const toggle = list.getByRole('button', { name: new RegExp(subject) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('New');
    await expect(toggle).toContainText('site.manager@example.com');
    const body = list.getByText('we need 200 MCB breakers a month.', { exact: false });
    await expect(body).toBeHidden();

    // Opening it shows the text (as plain text) and marks it read.
    answer = inboxAnswer(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(body).toBeVisible();
    await expect(body).toContainText('<b>Do you offer trade prices?</b>');
    await expect(toggle).not.toContainText('New');
    await expect.poll(async () => (await inbox(page)).items.find((item) => item.subject === subject)?.read).toBe(true);
    // The menu's count follows without a reload: the inbox is asked again once the message is read.
    const { unread: unreadAfter } = await answer;
    await expect(menu.getByRole('link', { name: unreadAfter > 0 ? `Messages (${unreadAfter})` : 'Messages', exact: true })).toBeVisible();
    // A reload closes the message.
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(body).toBeVisible();

    await list.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(toggle).toContainText('New');
    await expect.poll(async () => (await inbox(page)).items.find((item) => item.subject === subject)?.read).toBe(false);
    await list.getByRole('button', { name: 'Mark as read' }).click();
    await expect(toggle).not.toContainText('New');
    await expect(list.getByRole('link', { name: 'Reply by email' }).first()).toHaveAttribute('href', /^mailto:site\.manager@example\.com\?subject=Re%3A%20/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
  });

  test('the newest message comes first', async ({ page, request }) => {
    const older = uniqueSubject('Older question');
    await sendContactMessage(request, older, 'Is the 185 mm circular saw back in stock soon?');
    const newer = uniqueSubject('Newer question');
    await sendContactMessage(request, newer, 'Can I collect my order at the warehouse?');
    await signInThroughApi(page, E2E_ADMIN);
    await page.goto(MESSAGES);
    const list = page.getByRole('list', { name: 'Messages' });
    await expect(list.getByRole('button', { name: new RegExp(older) })).toBeVisible();
    const subjects = await list.getByRole('heading', { level: 2 }).allTextContents();
    const newerAt = subjects.findIndex((subject) => subject.includes(newer));
    const olderAt = subjects.findIndex((subject) => subject.includes(older));
    expect(newerAt).toBeGreaterThanOrEqual(0);
    expect(olderAt).toBeGreaterThan(newerAt);
  });
});

test.describe('accessibility of Messages', () => {
  for (const width of [1280, 390]) {
    test(`Messages at ${width} px with a message open`, async ({ page, request }) => {
      // axe on a whole page can take most of a test's bound on a busy 2-core machine.
      test.slow();
      await sendContactMessage(request, uniqueSubject('Accessibility check'), 'A message to read during the accessibility check.');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await signInThroughApi(page, E2E_ADMIN);
      await page.goto(MESSAGES);
      const list = page.getByRole('list', { name: 'Messages' });
      await expect(list).toBeVisible();
      await list.getByRole('button', { expanded: false }).first().click();
      // Opening marks it read; its button is greyed out until the server has answered.
      await expect(list.getByRole('button', { name: /^Mark as (un)?read$/ }).first()).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
