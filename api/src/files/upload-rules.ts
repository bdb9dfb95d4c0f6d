/**
 * What may be uploaded (contract §10.5): avatars and logos are small raster
 * images; task attachments may also be documents. The type is decided from
 * the content (magic bytes), never from the client's header alone.
 */

const MIB = 1024 * 1024;

export const UPLOAD_ENTITIES = ['User', 'Team', 'Department', 'Task'] as const;
export type UploadEntity = (typeof UPLOAD_ENTITIES)[number];

export const isUploadEntity = (value: string): value is UploadEntity => (UPLOAD_ENTITIES as readonly string[]).includes(value);

/** `picture`: avatars and logos; `attachment`: files of tasks. */
export type UploadKind = 'picture' | 'attachment';

export const uploadKindOf = (entity: UploadEntity): UploadKind => (entity === 'Task' ? 'attachment' : 'picture');

export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
  'application/zip',
] as const;

export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; types: readonly string[]; tooLarge: string; wrongType: string }> = {
  picture: {
    maxBytes: 2 * MIB,
    types: RASTER_IMAGE_TYPES,
    tooLarge: 'El archivo supera el tamaño máximo de 2 MB.',
    wrongType: 'Tipo de archivo no permitido: solo se admiten imágenes PNG, JPEG, GIF o WEBP.',
  },
  attachment: {
    maxBytes: 10 * MIB,
    types: [...RASTER_IMAGE_TYPES, ...DOCUMENT_TYPES],
    tooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
    wrongType: 'Tipo de archivo no permitido: se admiten imágenes, PDF, documentos de Office u OpenDocument, texto, CSV y ZIP.',
  },
};

/** The largest file any entity accepts: the multipart parser's hard limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** Types whose files are shown in the browser rather than downloaded. */
export const isRasterImage = (mimeType: string) => (RASTER_IMAGE_TYPES as readonly string[]).includes(mimeType);
