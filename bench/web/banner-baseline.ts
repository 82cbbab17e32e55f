import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export interface BannerBaseline {
  url: string;
  close: () => Promise<void>;
}

/** The banner exactly as the shop renders it, and the shop's stylesheets. */
async function captureBanner(baseUrl: string): Promise<{ html: string; css: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(new URL('/', baseUrl).href, { waitUntil: 'networkidle' });
    const heading = page.locator('section h1').first();
    const html = await heading.evaluate((element) => element.closest('section')?.outerHTML ?? '');
    if (!html) throw new Error('The home page has no banner section with a heading');
    const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const sheets = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, baseUrl))).text()));
    return { html, css: sheets.join('\n') };
  } finally {
    await browser.close();
  }
}

function pageFor(bannerHtml: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Banner baseline</title>
    <link rel="stylesheet" href="/banner.css" />
  </head>
  <body>
    <main>${bannerHtml}</main>
  </body>
</html>`;
}

/** Sends a body compressed the way the shop sends its files (brotli when accepted, else gzip). */
function sendCompressed(request: IncomingMessage, response: ServerResponse, type: string, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
  const data = encoding === 'br' ? brotliCompressSync(body) : encoding === 'gzip' ? gzipSync(body) : Buffer.from(body);
  response.writeHead(200, {
    'content-type': type,
    'cache-control': 'no-cache',
    ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    'content-length': data.length,
  });
  response.end(data);
}

/**
 * A static HTML page holding only the shop's banner (same markup, text, background and
 * stylesheet), served from a tiny local server: the best a page with this banner can do.
 */
export async function startBannerBaseline(shopUrl: string): Promise<BannerBaseline> {
  const { html, css } = await captureBanner(shopUrl);
  const document = pageFor(html);
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === '/') return sendCompressed(request, response, 'text/html; charset=utf-8', document);
    if (pathname === '/banner.css') return sendCompressed(request, response, 'text/css; charset=utf-8', css);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
