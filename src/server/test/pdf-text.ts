import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { projectRoot } from '../project-root.js';

/** A PDF's text as a reader sees it: per page, its lines top to bottom, each line's words left to right. */
export interface PdfText {
  pages: string[][];
  /** Every line of every page. */
  lines: string[];
  /** All of it, lines joined by newlines. */
  text: string;
  info: Record<string, unknown>;
}

interface Piece {
  str: string;
  x: number;
  y: number;
}

function linesOf(pieces: Piece[]): string[] {
  const rows = new Map<number, Piece[]>();
  for (const piece of pieces) {
    if (piece.str.trim() === '') continue;
    const key = Math.round(piece.y);
    rows.set(key, [...(rows.get(key) ?? []), piece]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.str.trim())
        .join(' '),
    );
}

/** Reads a PDF back with PDF.js (Mozilla's reader), as a test's proof of what it says. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    standardFontDataUrl: `${path.join(projectRoot, 'node_modules', 'pdfjs-dist', 'standard_fonts')}/`,
  }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces = content.items.flatMap((item) => ('str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : []));
      pages.push(linesOf(pieces));
    }
    const { info } = await document.getMetadata();
    const lines = pages.flat();
    return { pages, lines, text: lines.join('\n'), info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
