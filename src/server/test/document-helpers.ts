import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';

/** A small real PDF with one line of text (pdfkit, as invoices are made). */
export function smallPdf(text = 'Datasheet'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: text } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(text);
    doc.end();
  });
}

export interface DocumentPart {
  /** The file's bytes; left out, the form carries no file. */
  data?: Buffer;
  fileName?: string;
  contentType?: string;
  fields?: Record<string, string>;
}

/** The multipart body a browser sends for a form: its text fields, then the file. */
export function documentForm({ data, fileName = 'datasheet.pdf', contentType = 'application/pdf', fields = {} }: DocumentPart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (data) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`), data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/admin/products/:id/documents as the user with this session cookie (none: a visitor). */
export function uploadDocument(app: FastifyInstance, cookie: string | null, productId: string, part: DocumentPart) {
  const { payload, headers } = documentForm(part);
  return app.inject({ method: 'POST', url: `/api/admin/products/${productId}/documents`, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}
