import type { Mail } from './mailer.js';

/** Who the shop's emails come from, as customers see it. */
export interface ShopMailSender {
  shopName: string;
  /** The shop's address as customers reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The shop's language and region (content/shop.json `locale`), the HTML's `lang`; English when not given. */
  locale?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeMailHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** One block of an email: a paragraph, a button-like link, a table of rows, or small print. Text is escaped when drawn. */
export type MailBlock =
  | { kind: 'paragraph'; text: string; strong?: string }
  | { kind: 'link'; label: string; url: string; /** A plain small link rather than a button. */ quiet?: boolean }
  | { kind: 'rows'; caption: string; rows: readonly (readonly [string, string])[] }
  | { kind: 'small'; text: string };

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${block.strong ? `<strong>${escapeMailHtml(block.strong)}</strong> ` : ''}${escapeMailHtml(block.text)}</p>`;
    case 'link':
      if (block.quiet) return `<p style="font-size: 0.875em;"><a href="${escapeMailHtml(block.url)}" style="color: #1d4ed8;">${escapeMailHtml(block.label)}</a></p>`;
      return `<p><a href="${escapeMailHtml(block.url)}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; background: #1d4ed8; color: #ffffff; text-decoration: none; font-weight: bold;">${escapeMailHtml(block.label)}</a></p>`;
    case 'rows':
      return [
        `<table role="presentation" style="border-collapse: collapse; width: 100%; max-width: 560px; margin: 12px 0;">`,
        `<caption style="text-align: left; font-weight: bold; padding-bottom: 6px;">${escapeMailHtml(block.caption)}</caption>`,
        // Long values (an address, a transaction id) wrap inside the phone's width rather than widen the email.
        ...block.rows.map(
          ([label, value]) =>
            `<tr><td style="padding: 6px 8px 6px 0; border-top: 1px solid #e5e7eb; vertical-align: top; overflow-wrap: anywhere; word-break: break-word;">${escapeMailHtml(label)}</td><td style="padding: 6px 0; border-top: 1px solid #e5e7eb; text-align: right; vertical-align: top; overflow-wrap: anywhere; word-break: break-word;">${escapeMailHtml(value)}</td></tr>`,
        ),
        '</table>',
      ].join('');
    case 'small':
      return `<p style="font-size: 0.875em; color: #4b5563;">${escapeMailHtml(block.text)}</p>`;
  }
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.strong ? `${block.strong} ${block.text}` : block.text;
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'rows':
      return [block.caption, ...block.rows.map(([label, value]) => `  ${label}: ${value}`)].join('\n');
    case 'small':
      return block.text;
  }
}

/**
 * An email of the shop in its two forms: plain text, and simple HTML under the shop's logo and
 * name (a PNG: mail programs do not show SVG). `messageId` stays the same for every sending of
 * one message, so a message sent again after a crash can be recognised as the same one (mail
 * servers and many mail programs drop or merge such duplicates; not all do).
 */
export function shopMail(sender: ShopMailSender, mail: { to: string; subject: string; blocks: readonly MailBlock[]; messageId?: string; headers?: Record<string, string> }): Mail {
  const host = new URL(sender.publicUrl).hostname || 'shop.invalid';
  const html = [
    // As wide as the phone it is read on (390 px): the viewport of the device, text that wraps anywhere it must.
    `<!doctype html><html lang="${escapeMailHtml(sender.locale ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin: 0; padding: 16px; font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1f2937; background: #ffffff; overflow-wrap: anywhere; word-break: break-word;">`,
    `<p style="margin: 0 0 20px;"><img src="${escapeMailHtml(`${sender.publicUrl}/logo.png`)}" width="40" height="40" alt="" style="vertical-align: middle; border-radius: 8px;"> <span style="font-size: 1.25em; font-weight: bold; vertical-align: middle;">${escapeMailHtml(sender.shopName)}</span></p>`,
    ...mail.blocks.map(htmlOf),
    `<p>— ${escapeMailHtml(sender.shopName)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [...mail.blocks.map(textOf), `— ${sender.shopName}`].join('\n\n');
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    ...(mail.messageId ? { messageId: `<${mail.messageId.replace(/[^A-Za-z0-9._-]+/g, '.')}@${host}>` } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}
