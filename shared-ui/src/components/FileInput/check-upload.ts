import { UPLOAD_RULES, type UploadKind } from '@portal/shared-api';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';

export const EMPTY_FILE_MESSAGE = VALIDATION_MESSAGES.EMPTY_FILE;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why the file cannot be uploaded as `kind`, or null when it may be sent. */
export function checkUploadFile(file: File, kind: UploadKind): string | null {
  const rules = UPLOAD_RULES[kind];
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  // Browsers leave `type` empty for some documents: the extension then decides.
  const typeAllowed = file.type === '' || rules.types.includes(file.type);
  if (!typeAllowed || !rules.extensions.includes(extensionOf(file.name))) return rules.wrongType;
  return null;
}

/** The `accept` attribute of a file input for `kind`. */
export const acceptFor = (kind: UploadKind) => UPLOAD_RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
