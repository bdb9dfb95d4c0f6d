import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../core/errors/api-error.ts';
import { isUploadEntity, MAX_UPLOAD_BYTES, UPLOAD_RULES, uploadKindOf } from '@portal/shared-api/rules';

export type Upload = {
  fields: Map<string, string>;
  file: { name: string; bytes: Buffer } | undefined;
};

/** Limits of the multipart parser (docs/api-contract.md §10.5): one file, a few short fields. */
export const MULTIPART_LIMITS = { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 1024, parts: 12 };

const MAX_NAME_LENGTH = 255;

/** The original name, kept only for display and Content-Disposition: no folders, no control characters. */
export function cleanFileName(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, MAX_NAME_LENGTH) || 'archivo';
}

/** The parser's errors as 4xx in Spanish; a too large file is worded for its entity when that field came first. */
function translate(error: unknown, entity: string | undefined): ApiError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(413, UPLOAD_RULES[entity && isUploadEntity(entity) ? uploadKindOf(entity) : 'attachment'].tooLarge);
  }
  if (code === 'FST_FILES_LIMIT') return badRequest('Solo se puede subir un archivo cada vez.');
  if (error instanceof ApiError) return error;
  // Every other parser failure (no boundary, a truncated body, too many parts) is a malformed request, not a server fault.
  return badRequest('Formulario de subida no válido.');
}

/** Reads the whole multipart body: its text fields and the one `file` part, in whatever order they came. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'La subida debe enviarse como multipart/form-data.');
  const upload: Upload = { fields: new Map(), file: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file') throw badRequest('El archivo debe enviarse en el campo "file".');
        upload.file = { name: cleanFileName(part.filename), bytes };
      } else {
        upload.fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw translate(error, upload.fields.get('entity'));
  }
  return upload;
}
