import { expect, test } from '@playwright/test';
import { HOME_PRODUCT_COUNT } from '../src/shared/catalog.js';
import { HOME_REVIEW_COUNT } from '../src/shared/reviews.js';
import { fetchShopConfig, UUID_ORDER_PATH } from './support/fixtures.js';

test.describe('home page', () => {
  test('shows the banner and every section in the order of the SPEC', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');

    await expect(page).toHaveTitle(`${shop.name} · Tools and electrical parts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Tools And Sales Available');
    await expect(page.getByText('We have all kinds of tools here. In addition, there is a home delivery service.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy Now', exact: true })).toHaveAttribute('href', '/allProduct');

    const sectionHeadings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sectionHeadings).toHaveText([
      'Shop by category',
      'Our Tools',
      'Millions of businesses trust us',
      'What Our Customers Say',
      shop.capabilities.heading,
      'Our Partners',
      'Contact Us',
    ]);
    await expect(page.getByRole('link', { name: 'View All Tools' })).toHaveAttribute('href', '/allProduct');
    await expect(page.getByRole('link', { name: 'View All Reviews' })).toHaveAttribute('href', '/allReview');
    await expect(page.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/blogs');
    await expect(page.locator('#contact')).toBeAttached();
  });

  test('the banner fills the screen under the navbar and fades in over 3 s', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Best Tools And Sales Available' });
    const box = await banner.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(box && header && Math.round(box.height + header.height)).toBeGreaterThanOrEqual(800);
    const durations = await banner.locator('*').evaluateAll((elements) =>
      elements.map((element) => element.ownerDocument.defaultView!.getComputedStyle(element)).filter((style) => style.animationName !== 'none').map((style) => style.animationDuration),
    );
    expect(durations).toEqual(['3s']);
  });

  test('the banner does not animate for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Best Tools And Sales Available' });
    await expect(banner.getByRole('heading', { level: 1 })).toBeVisible();
    const animations = await banner.locator('*').evaluateAll((elements) => elements.filter((element) => element.ownerDocument.defaultView!.getComputedStyle(element).animationName !== 'none').length);
    expect(animations).toBe(0);
  });

  test('"Our Tools" shows the 9 newest products with an Order link or an Out of stock badge', async ({ page, request }) => {
    const newest = await (await request.get(`/api/products?page=1&pageSize=${HOME_PRODUCT_COUNT}`)).json();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our Tools' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(HOME_PRODUCT_COUNT);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(newest.items.map((product: { name: string }) => product.name));

    const orderHrefs: string[] = [];
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.getByText(/^Minimum order$/)).toBeVisible();
      await expect(card.getByText(/^(In stock|Available)$/)).toBeVisible();
      await expect(card.getByText(/^\d+ pcs$/)).toHaveCount(2);
      await expect(card.getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
      // The picture, named by the product (a rated product's stars are an image too).
      await expect(card.getByRole('img', { name: newest.items[index].name, exact: true })).toHaveAttribute('srcset', /400w.*800w/);
      const order = card.getByRole('link', { name: /^Order\b/ });
      if ((await order.count()) === 1) orderHrefs.push((await order.getAttribute('href')) ?? '');
      else await expect(card.getByText('Out of stock', { exact: true })).toBeVisible();
    }
    expect(orderHrefs.length).toBeGreaterThan(0);
    for (const href of orderHrefs) expect(href).toMatch(UUID_ORDER_PATH);
  });

  test('statistics count up to their configured values when scrolled into view', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Millions of businesses trust us' });
    await strip.scrollIntoViewIfNeeded();
    for (const counter of shop.counters) {
      const item = strip.getByRole('listitem').filter({ hasText: counter.label });
      await expect(item).toContainText(`${counter.value}${counter.suffix}`);
    }
    await expect(strip.getByText('670', { exact: true })).toBeVisible();
    await expect(strip.getByText('120M', { exact: true })).toBeVisible();
    await expect(strip.getByText('33K', { exact: true })).toBeVisible();
    await expect(strip.getByText('123', { exact: true })).toBeVisible();
  });

  test('counters do not count up with reduced motion: they go straight to their final values', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every text the annual-revenue counter ("…M") ever shows, from the first byte of the page on.
    await page.addInitScript({
      content: `
        window.counterTexts = [];
        new MutationObserver(() => {
          for (const span of document.querySelectorAll('span.tabular-nums')) {
            const text = span.textContent || '';
            if (/^[\\d.,]+M$/.test(text) && window.counterTexts.at(-1) !== text) window.counterTexts.push(text);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });`,
    });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Millions of businesses trust us' });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByText('120M', { exact: true })).toBeVisible();
    const texts = (await page.evaluate('window.counterTexts')) as string[];
    // The page as rendered at build time starts at 0; after that only the final value, nothing between.
    expect(texts.at(-1)).toBe('120M');
    expect(texts.filter((text) => text !== '0M' && text !== '120M')).toEqual([]);
  });

  test('"What Our Customers Say" shows the 6 newest reviews with stars and a Helpful button', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'What Our Customers Say' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(HOME_REVIEW_COUNT);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Helpful \d+$/ })).toBeVisible();
    }
    await cards.first().getByRole('button', { name: /^Helpful/ }).click();
    await expect(page.getByText('Please sign in to mark reviews as helpful')).toBeVisible();
  });

  test('capabilities: FAQ entries open with the keyboard; the CEO quote and signature show', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');
    const section = page.getByRole('region', { name: shop.capabilities.heading });
    await expect(section.getByText(shop.capabilities.text)).toBeVisible();
    for (const question of ['Why Buy From Us', 'Safety', 'Quality', 'Why Do We Do It?', 'Why Do You Like Our Service?']) {
      await expect(section.getByText(question, { exact: true })).toBeVisible();
    }
    const safety = shop.capabilities.faq.find((entry) => entry.question === 'Safety');
    await expect(section.getByText(safety!.answer)).toBeHidden();
    await section.locator('summary').filter({ hasText: 'Safety' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(safety!.answer)).toBeVisible();

    await expect(section.getByText(shop.ceo.quote)).toBeVisible();
    await expect(section.getByText(shop.ceo.name, { exact: true })).toBeVisible();
    await expect(section.getByRole('img', { name: `Signature of ${shop.ceo.name}` })).toBeVisible();
  });

  test('partners are six inline SVG logos with their names', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our Partners' });
    await expect(section.locator('svg[role="img"]')).toHaveCount(shop.partners.length);
    for (const partner of shop.partners) await expect(section.getByRole('img', { name: partner.name })).toBeVisible();
  });

  test('"Buy Now" leads to all tools', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');
    await page.getByRole('link', { name: 'Buy Now', exact: true }).click();
    await expect(page).toHaveURL(/\/allProduct$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Tools' })).toBeVisible();
    await expect(page).toHaveTitle(`All Tools · ${shop.name}`);
  });
});

test.describe('navbar and footer', () => {
  test('signed-out navbar: brand, Home, Blogs, Login', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/allReview');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: shop.name })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await nav.getByRole('link', { name: shop.name }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone the menu folds into a hamburger button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Blogs' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Blogs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Blogs' })).toBeHidden();
  });

  test('footer shows the configured columns and the copyright line', async ({ page, request }) => {
    const shop = await fetchShopConfig(request);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Services', 'Company', 'Legal']);
    for (const label of ['Branding', 'Design', 'Marketing', 'Advertisement', 'Jobs', 'Press kit']) {
      await expect(footer.getByText(label, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    const legal = { 'Terms of use': '/legal/terms-of-use', 'Privacy policy': '/legal/privacy-policy', 'Cookie policy': '/legal/cookie-policy', 'Delivery & returns': '/legal/delivery-and-returns' };
    for (const [label, href] of Object.entries(legal)) await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/blogs');
    await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/#contact');
    await expect(footer.getByText(`Copyright © ${shop.footer.copyrightYear} - All rights reserved by ${shop.name}`)).toBeVisible();
  });

  test('the footer "Contact" link scrolls to the Contact Us form from any page', async ({ page }) => {
    await page.goto('/allReview');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeInViewport();
  });
});
