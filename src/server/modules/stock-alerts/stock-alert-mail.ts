import type { Mail } from '../../mail/mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The one email of a back-in-stock alert: where to order the product, and how to stop (the
 * unsubscribe page, also named in List-Unsubscribe for mail programs that offer the button).
 */
export function backInStockMail({ to, productName, productUrl, unsubscribeUrl, shopName }: { to: string; productName: string; productUrl: string; unsubscribeUrl: string; shopName: string }): Mail {
  const name = escapeHtml(productName);
  return {
    to,
    subject: `${productName} is back in stock`,
    text: [
      'Hello,',
      '',
      `${productName} is back in stock at ${shopName}. You asked us to tell you when it could be ordered again:`,
      '',
      productUrl,
      '',
      'This is the only email about it: we do not keep writing. To cancel this alert and have your address forgotten, open:',
      '',
      unsubscribeUrl,
      '',
      `— ${shopName}`,
    ].join('\n'),
    html: [
      '<!doctype html><html lang="en"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">',
      `<p>Hello,</p>`,
      `<p><strong>${name}</strong> is back in stock at ${escapeHtml(shopName)}. You asked us to tell you when it could be ordered again.</p>`,
      `<p><a href="${escapeHtml(productUrl)}">See ${name} and order it</a></p>`,
      `<p style="font-size: 0.875em; color: #4b5563;">This is the only email about it: we do not keep writing. <a href="${escapeHtml(unsubscribeUrl)}">Cancel this alert and forget my address</a>.</p>`,
      `<p>— ${escapeHtml(shopName)}</p>`,
      '</body></html>',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}
