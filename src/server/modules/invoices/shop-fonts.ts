import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadWhenNeeded } from '../../load-when-needed.js';

/**
 * The fonts of the shop's own documents (invoices): Noto Sans, embedded in each PDF (only the
 * letters it uses), so every name prints as written: Latin with all its accents (Polish, Turkish,
 * Vietnamese…), Greek and Cyrillic. Its licence (SIL Open Font License) allows embedding.
 */
export const SHOP_FONT = 'Shop Sans';
export const SHOP_FONT_BOLD = 'Shop Sans Bold';

const require = createRequire(import.meta.url);

const loadFontFiles = loadWhenNeeded(async () => {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    readFile(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  ]);
  return { regular, bold };
});

/**
 * The OpenType features the shop's documents are set with: the font's defaults, without `ccmp`.
 * That feature splits a precomposed letter such as "ị" into a base and a mark, and the PDF then
 * reads back (copied, searched, read aloud) as "i" and a stray character; the font has every
 * precomposed letter itself. (Fontkit takes an object that turns single features off; the type
 * declarations only know the list form.)
 */
export const SHOP_FONT_FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** Registers the shop's fonts with a new document (as SHOP_FONT and SHOP_FONT_BOLD). */
export async function useShopFonts(doc: PDFKit.PDFDocument): Promise<void> {
  const { regular, bold } = await loadFontFiles();
  doc.registerFont(SHOP_FONT, regular);
  doc.registerFont(SHOP_FONT_BOLD, bold);
}

/** The scripts the shop's font writes (code point ranges): Latin and its extensions, Greek, Cyrillic, punctuation, currency signs. */
const WRITTEN: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x2b0, 0x36f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x1e00, 0x1fff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0x2100, 0x2122],
];

function written(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return WRITTEN.some(([from, to]) => code >= from && code <= to);
}

function fold(char: string): string {
  if (char === '\n' || char === '\u00a0' || (written(char) && !/\s/u.test(char))) return char;
  if (/\s/u.test(char)) return ' ';
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base.length > 0 && [...base].every(written) ? base : '?';
}

/**
 * `text` as the shop's font writes it: composed (NFC), line breaks kept, other spaces made plain;
 * a character of a script the font lacks (CJK, Arabic…) is its nearest letter, or "?" when it has
 * none, so nothing prints as an empty box.
 */
export function shopFontText(text: string): string {
  return Array.from(text.normalize('NFC').replace(/\r\n?/g, '\n'), fold).join('');
}
