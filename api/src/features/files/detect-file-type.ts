/**
 * The MIME type of an uploaded file, read from its first bytes. Containers
 * that several formats share (ZIP for OOXML/OpenDocument, OLE2 for the old
 * Office formats) are told apart by their contents or, failing that, by the
 * file name; text is accepted only when it is valid UTF-8 without markup, so
 * HTML, SVG and scripts never pass as text. Unknown content gives `null`.
 */

const OLE2_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const OOXML_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const OPENDOCUMENT_TYPES = ['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet'];

const TEXT_TYPES: Record<string, string> = { '': 'text/plain', txt: 'text/plain', csv: 'text/csv' };

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function zipType(bytes: Buffer, extension: string): string {
  // OpenDocument stores its type uncompressed as the first entry, named "mimetype".
  if (startsWith(bytes, 'mimetype', 30)) {
    const declared = bytes.subarray(38, 38 + 80).toString('latin1');
    const match = OPENDOCUMENT_TYPES.find((type) => declared.startsWith(type));
    if (match) return match;
  }
  const ooxml = OOXML_TYPES[extension];
  if (ooxml && bytes.subarray(0, 64 * 1024).includes('[Content_Types].xml')) return ooxml;
  return 'application/zip';
}

function textType(bytes: Buffer, extension: string): string | null {
  const type = TEXT_TYPES[extension];
  if (!type || bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return text.replace(/^\uFEFF/, '').trimStart().startsWith('<') ? null : type;
}

export function detectFileType(bytes: Buffer, fileName: string): string | null {
  const extension = extensionOf(fileName);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE2_TYPES[extension] ?? null;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return zipType(bytes, extension);
  return textType(bytes, extension);
}
