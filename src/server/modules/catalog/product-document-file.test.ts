import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { productDocumentMessages } from '../../../shared/product-documents.js';
import { smallPdf } from '../../test/document-helpers.js';
import { attachmentDisposition, checkPdf, safeDocumentFileName } from './product-document-file.js';

const refusal = (data: Buffer) => {
  try {
    checkPdf(data);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.message : String(error);
  }
};

describe('a PDF by its bytes', () => {
  it('takes a real PDF, also with bytes after its end marker', async () => {
    const pdf = await smallPdf();
    expect(refusal(pdf)).toBeNull();
    expect(refusal(Buffer.concat([pdf, Buffer.from('\r\n\r\n')]))).toBeNull();
  });

  it('refuses what only pretends to be one', () => {
    expect(refusal(Buffer.alloc(0))).toBe(productDocumentMessages.missing);
    expect(refusal(Buffer.from('<html>%PDF-1.4 %%EOF</html>'))).toBe(productDocumentMessages.notPdf);
    expect(refusal(Buffer.from('%PDF-9.0\n%%EOF'))).toBe(productDocumentMessages.notPdf);
    expect(refusal(Buffer.from('%PDF-1.7\n1 0 obj\n'))).toBe(productDocumentMessages.notPdf);
    expect(refusal(Buffer.concat([Buffer.from('%PDF-1.7\n%%EOF'), Buffer.alloc(4096, 0x41)]))).toBe(productDocumentMessages.notPdf);
  });
});

describe('the name a download is saved under', () => {
  it('keeps the file’s own name without folders, quotes or characters file systems refuse', () => {
    expect(safeDocumentFileName('C:\\Users\\ana\\DD-18 datasheet.pdf', 'Datasheet')).toBe('DD-18 datasheet.pdf');
    expect(safeDocumentFileName('../../etc/passwd', 'Datasheet')).toBe('passwd.pdf');
    expect(safeDocumentFileName('Größe "Ø 8" <v2>.PDF', 'Datasheet')).toBe('Größe Ø 8 v2.pdf');
    expect(safeDocumentFileName('line\r\nbreak\u0000.pdf', 'Datasheet')).toBe('line break.pdf');
    expect(safeDocumentFileName(`${'a'.repeat(300)}.pdf`, 'Datasheet')).toBe(`${'a'.repeat(116)}.pdf`);
    expect(safeDocumentFileName('🔌'.repeat(200), 'Datasheet')).toBe(`${'🔌'.repeat(116)}.pdf`);
  });

  it('falls back to the title, then to "document"', () => {
    expect(safeDocumentFileName(undefined, 'Manual (DE)')).toBe('Manual (DE).pdf');
    expect(safeDocumentFileName('...', 'Manual: "DE"')).toBe('Manual DE.pdf');
    expect(safeDocumentFileName('', '???')).toBe('document.pdf');
  });

  it('is given in ASCII and exactly, percent-encoded (RFC 6266, RFC 5987)', () => {
    expect(attachmentDisposition('Datasheet.pdf')).toBe(`attachment; filename="Datasheet.pdf"; filename*=UTF-8''Datasheet.pdf`);
    expect(attachmentDisposition("Größe (it's).pdf")).toBe(`attachment; filename="Gr__e (it's).pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%28it%27s%29.pdf`);
  });
});
