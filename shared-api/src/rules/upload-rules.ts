/**
 * What may be uploaded (docs/api-contract.md §10.5), in one place for both sides: the API
 * enforces these rules on the file's content, and screens use them to refuse
 * a file before sending it, with the very same words. Dependency-free, so the
 * API imports it too (`@portal/shared-api/upload-rules`).
 */

const MIB = 1024 * 1024;

/** What an uploaded file belongs to (docs/api-contract.md R1). */
export const UPLOAD_ENTITIES = ['User', 'Team', 'Department', 'Task', 'TaskMessage', 'SubtaskMessage', 'Justification'] as const;
export type UploadEntity = (typeof UPLOAD_ENTITIES)[number];

export const isUploadEntity = (value: string): value is UploadEntity => (UPLOAD_ENTITIES as readonly string[]).includes(value);

/** `picture`: avatars and logos; `attachment`: files of tasks, their messages and justifications (a medical certificate). */
export type UploadKind = 'picture' | 'attachment';

const PICTURE_ENTITIES: readonly UploadEntity[] = ['User', 'Team', 'Department'];

export const uploadKindOf = (entity: UploadEntity): UploadKind => (PICTURE_ENTITIES.includes(entity) ? 'picture' : 'attachment');

const RASTER_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const RASTER_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

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
];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'txt', 'csv', 'zip'];

export type UploadRule = { maxBytes: number; types: readonly string[]; extensions: readonly string[]; tooLarge: string; wrongType: string };

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  picture: {
    maxBytes: 2 * MIB,
    types: RASTER_IMAGE_TYPES,
    extensions: RASTER_IMAGE_EXTENSIONS,
    tooLarge: 'El archivo supera el tamaño máximo de 2 MB.',
    wrongType: 'Tipo de archivo no permitido: solo se admiten imágenes PNG, JPEG, GIF o WEBP.',
  },
  attachment: {
    maxBytes: 10 * MIB,
    types: [...RASTER_IMAGE_TYPES, ...DOCUMENT_TYPES],
    extensions: [...RASTER_IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS],
    tooLarge: 'El archivo supera el tamaño máximo de 10 MB.',
    wrongType: 'Tipo de archivo no permitido: se admiten imágenes, PDF, documentos de Office u OpenDocument, texto, CSV y ZIP.',
  },
};

/** The largest file any entity accepts: the API's multipart hard limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** Types whose files are shown in the browser rather than downloaded. */
export const isRasterImage = (mimeType: string) => RASTER_IMAGE_TYPES.includes(mimeType);
