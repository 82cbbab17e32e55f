import type { Mail } from '../../mail/mailer.js';
import { shopMail, type ShopMailSender } from '../../mail/shop-mail.js';

/**
 * The one email of a back-in-stock alert: where to order the product, and how to stop (the
 * unsubscribe page, also named in List-Unsubscribe for mail programs that offer the button).
 */
export function backInStockMail(sender: ShopMailSender, { to, productName, productUrl, unsubscribeUrl, messageId }: { to: string; productName: string; productUrl: string; unsubscribeUrl: string; messageId: string }): Mail {
  return shopMail(sender, {
    to,
    subject: `${productName} is back in stock`,
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      { kind: 'paragraph', strong: productName, text: `is back in stock at ${sender.shopName}. You asked us to tell you when it could be ordered again.` },
      { kind: 'link', label: `See ${productName} and order it`, url: productUrl },
      { kind: 'small', text: 'This is the only email about it: we do not keep writing.' },
      { kind: 'link', label: 'Cancel this alert and forget my address', url: unsubscribeUrl, quiet: true },
    ],
    messageId,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  });
}
