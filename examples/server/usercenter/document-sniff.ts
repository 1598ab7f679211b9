// What a document really is, from its first bytes (spec §5 "documents 5 MB, pdf, doc or docx"): the
// claimed type and file name are never trusted.

export interface SniffedDocument {
  ext: 'pdf' | 'doc' | 'docx';
  mime: string;
}

const starts = (buf: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => buf[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (Word 97-2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

export function sniffDocument(buf: Buffer): SniffedDocument | null {
  if (starts(buf, PDF)) return { ext: 'pdf', mime: 'application/pdf' };
  if (starts(buf, OLE)) return { ext: 'doc', mime: 'application/msword' };
  // A docx is a zip whose entries live under word/ (names are stored uncompressed in the zip
  // headers); any other zip (xlsx, apk, plain archives) is refused.
  if (starts(buf, ZIP) && buf.includes('[Content_Types].xml') && buf.includes('word/')) {
    return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
