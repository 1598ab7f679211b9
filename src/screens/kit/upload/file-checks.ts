// What the upload fields (authentication, feedback) accept before anything is uploaded (spec §5
// "Upload limit 2 MB for pictures; documents 5 MB, pdf, doc or docx"; §9): the type by the file's
// extension and its size, said with the spec's messages (errors.documentType, errors.fileType,
// errors.fileTooLarge {{max}}).
// The server checks again by the bytes; this saves a cheap phone a useless upload.
import { DOCUMENT, IMAGE } from '../../../contract/constants.js';
import type { MessageKey } from '../../../i18n/keys.js';

/** A refusal: the message key and, for a size, the limit in bytes. */
export type FileProblem = { key: MessageKey; maxBytes?: number };

interface FileRule {
  extensions: readonly string[];
  maxBytes: number;
  typeKey: MessageKey;
}

export const DOCUMENT_RULE: FileRule = { extensions: DOCUMENT.extensions, maxBytes: DOCUMENT.maxBytes, typeKey: 'errors.documentType' };
export const PICTURE_RULE: FileRule = { extensions: ['jpg', 'jpeg', 'png'], maxBytes: IMAGE.maxBytes, typeKey: 'errors.fileType' };

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).trim().toLowerCase();
};

/** null when the file may be uploaded. */
export function checkFile(file: { name: string; size: number }, rule: FileRule): FileProblem | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return { key: rule.typeKey };
  if (file.size > rule.maxBytes) return { key: 'errors.fileTooLarge', maxBytes: rule.maxBytes };
  return null;
}

/** "5 MB" / "5 Mo" / "5MB" in the interface language. */
export function formatMegabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** The accept attribute of the file input. */
export const acceptOf = (rule: FileRule): string => rule.extensions.map((e) => `.${e}`).join(',');
