import { UPLOAD_RULES, type UploadKind } from '@portal/shared-api';

const MIB = 1024 * 1024;

/** The server's messages for the same checks (contract §10.5), so both sides say the same. */
export const UPLOAD_MESSAGES: Record<UploadKind, { tooLarge: string; wrongType: string }> = {
  picture: {
    tooLarge: `El archivo supera el tamaño máximo de ${UPLOAD_RULES.picture.maxBytes / MIB} MB.`,
    wrongType: 'Tipo de archivo no permitido: solo se admiten imágenes PNG, JPEG, GIF o WEBP.',
  },
  attachment: {
    tooLarge: `El archivo supera el tamaño máximo de ${UPLOAD_RULES.attachment.maxBytes / MIB} MB.`,
    wrongType: 'Tipo de archivo no permitido: se admiten imágenes, PDF, documentos de Office u OpenDocument, texto, CSV y ZIP.',
  },
};

export const EMPTY_FILE_MESSAGE = 'El archivo está vacío.';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why the file cannot be uploaded as `kind`, or null when it may be sent. */
export function checkUploadFile(file: File, kind: UploadKind): string | null {
  const rules = UPLOAD_RULES[kind];
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > rules.maxBytes) return UPLOAD_MESSAGES[kind].tooLarge;
  // Browsers leave `type` empty for some documents: the extension then decides.
  const typeAllowed = file.type === '' || rules.types.includes(file.type);
  if (!typeAllowed || !rules.extensions.includes(extensionOf(file.name))) return UPLOAD_MESSAGES[kind].wrongType;
  return null;
}

/** The `accept` attribute of a file input for `kind`. */
export const acceptFor = (kind: UploadKind) => UPLOAD_RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
