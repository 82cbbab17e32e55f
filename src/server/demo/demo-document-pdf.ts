import { loadWhenNeeded } from '../load-when-needed.js';
import { pdfText } from '../modules/invoices/pdf-text.js';
import type { DemoDocument } from './demo-documents.js';

const loadPdfKit = loadWhenNeeded(async () => (await import('pdfkit')).default);

/**
 * A one-page A4 PDF of a demo document: its title, the product, and its lines, in the PDF standard
 * fonts (the texts are the shop's own, in English). The same document gives the same bytes (no creation date), so loading the
 * demo data twice stores one file.
 */
export async function demoDocumentPdf(document: DemoDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: pdfText(document.title), CreationDate: new Date(Date.UTC(2026, 0, 1)) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1e3a8a').text(pdfText(document.title));
  doc.moveDown(0.5).font('Helvetica').fontSize(12).fillColor('#6b7280').text(pdfText(document.product));
  doc.moveDown(1.5).fillColor('#1f2937').fontSize(11);
  for (const line of document.lines) doc.text(pdfText(line)).moveDown(0.4);
  doc.end();
  return done;
}
