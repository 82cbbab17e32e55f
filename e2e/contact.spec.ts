import { expect, test, type Page } from '@playwright/test';
import { contactMessages } from '../src/shared/schemas/contact.js';

/**
 * POST /api/contact allows 5 messages per 15 minutes per client, and every browser test shares one
 * address: only one test here really sends; the others stop at client validation or stub the API.
 */
async function openForm(page: Page) {
  await page.goto('/#contact');
  const section = page.getByRole('region', { name: 'Contact Us' });
  await expect(section.getByLabel('Email')).toBeVisible();
  return section;
}

test.describe('Contact Us', () => {
  test('an empty form shows what is required under each field, without sending', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/contact') && (posted += 1));
    const section = await openForm(page);
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByText(contactMessages.emailRequired)).toBeVisible();
    await expect(section.getByText(contactMessages.subjectRequired)).toBeVisible();
    await expect(section.getByText(contactMessages.messageRequired)).toBeVisible();
    await expect(section.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel('Email')).toBeFocused();
    expect(posted).toBe(0);
  });

  test('an invalid email is refused with the shared message', async ({ page }) => {
    const section = await openForm(page);
    await section.getByLabel('Email').fill('not-an-email');
    await section.getByLabel('Subject').fill('Bulk order');
    await section.getByLabel('Message').fill('Do you offer trade prices for 200 breakers?');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByText(contactMessages.emailInvalid)).toBeVisible();
    await expect(section.getByText(contactMessages.subjectRequired)).toHaveCount(0);

    await section.getByLabel('Email').fill('buyer@example.com');
    await expect(section.getByText(contactMessages.emailInvalid)).toHaveCount(0);
  });

  test('a valid message is sent, confirmed with a toast and the form is cleared', async ({ page }) => {
    const section = await openForm(page);
    await section.getByLabel('Email').fill('buyer@example.com');
    await section.getByLabel('Subject').fill('Quote for cordless drills');
    await section.getByLabel('Message').fill('Hello, could you send a quote for 12 cordless drills delivered to our site?');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(contactMessages.sent)).toBeVisible();
    await expect(section.getByLabel('Email')).toHaveValue('');
    await expect(section.getByLabel('Subject')).toHaveValue('');
    await expect(section.getByLabel('Message')).toHaveValue('');
  });

  test("the server's field errors show under the fields", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Some fields are not valid',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'subject', message: 'The server did not like this subject' }],
        }),
      }),
    );
    const section = await openForm(page);
    await section.getByLabel('Email').fill('buyer@example.com');
    await section.getByLabel('Subject').fill('Hello');
    await section.getByLabel('Message').fill('A perfectly ordinary message.');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByText('The server did not like this subject')).toBeVisible();
    await expect(section.getByLabel('Subject')).toHaveValue('Hello');
  });

  test('when rate-limited the problem detail shows as an error toast and nothing is lost', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: contactMessages.rateLimited, code: 'RATE_LIMITED' }),
      }),
    );
    const section = await openForm(page);
    await section.getByLabel('Email').fill('buyer@example.com');
    await section.getByLabel('Subject').fill('Hello again');
    await section.getByLabel('Message').fill('Another perfectly ordinary message.');
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(contactMessages.rateLimited)).toBeVisible();
    await expect(section.getByLabel('Message')).toHaveValue('Another perfectly ordinary message.');
  });
});
