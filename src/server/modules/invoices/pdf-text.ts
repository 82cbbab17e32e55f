/**
 * For documents in the PDF standard fonts (Helvetica: the demo catalog's datasheets, which must be
 * the same bytes each time), which every PDF reader has and which need no font file: they write
 * the Windows-1252 (WinAnsi) characters, i.e. English and the Western European languages. Any
 * other character is folded to its nearest letter (Ł → L, ő → o) or, when it has none (Cyrillic,
 * CJK…), shown as "?", so nothing prints as garbage. Invoices embed a font that writes far more
 * (shop-fonts.ts).
 */

/** The characters of Windows-1252 above 0x7F that are not Latin-1 (0xA0–0xFF is Latin-1 itself). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters that have no decomposition to a base letter. */
const FOLDED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't', ſ: 's', '\u2212': '-', '\u2010': '-', '\u2011': '-' };

function writable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

function fold(char: string): string {
  if (writable(char) || char === '\n') return char;
  if (/\s/u.test(char)) return ' ';
  const folded = FOLDED[char];
  if (folded) return folded;
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base.length > 0 && [...base].every(writable) ? base : '?';
}

/** `text` as the standard fonts can write it (see above); line breaks stay, other spaces become plain ones. */
export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC').replace(/\r\n?/g, '\n'), fold).join('');
}
