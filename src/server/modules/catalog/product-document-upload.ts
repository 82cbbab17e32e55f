import type { FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../../../shared/errors.js';
import { productDocumentMessages as messages } from '../../../shared/product-documents.js';
import { productDocumentFieldsSchema, type ProductDocumentFields } from '../../../shared/schemas/product-documents.js';

/** The text fields a document upload may carry beside its file. */
const FIELD_NAMES = new Set(['kind', 'language', 'title']);

/** The multipart limits of a document upload: one file, the three fields, short values. */
export function documentUploadLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: FIELD_NAMES.size, parts: FIELD_NAMES.size + 1, fieldSize: 4096 };
}

/** What an admin sent to attach a document: its checked fields and the file's bytes and name. */
export interface DocumentUpload extends ProductDocumentFields {
  data: Buffer;
  fileName: string | undefined;
}

const badForm = () => new AppError('BAD_REQUEST', messages.badForm);

/** Reads the parts as they arrive: the file into memory (within the size limit), the fields as text. */
async function readParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: { data: Buffer; fileName: string } | null }> {
  const fields: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw badForm();
        file = { data: await part.toBuffer(), fileName: part.filename };
      } else {
        if (!FIELD_NAMES.has(part.fieldname) || Object.hasOwn(fields, part.fieldname) || typeof part.value !== 'string') throw badForm();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    // Too many parts, files or fields, or a body that is not well-formed multipart.
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw badForm();
    throw error;
  }
  return { fields, file };
}

/**
 * The file (field `file`) and its kind, language and title (multipart/form-data), checked: every
 * field's problem at once, and a missing file among them. The file's content is checked later, by
 * the service.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  const { fields, file } = await readParts(request);
  const parsed = productDocumentFieldsSchema.safeParse(fields);
  const errors: FieldError[] = parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'form', message: issue.message }));
  if (!file || file.data.length === 0) errors.unshift({ field: 'file', message: messages.missing });
  if (!parsed.success || !file || errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? messages.badForm, { errors });
  return { ...parsed.data, data: file.data, fileName: file.fileName };
}
