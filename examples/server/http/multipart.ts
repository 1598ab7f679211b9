// Reads a multipart upload (spec §7 "Uploads are multipart": multipartFile, moduleId, areaId)
// into memory with hard limits; the handler sniffs the real content type.
import type { FastifyRequest } from 'fastify';

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024; // documents 5 MB (spec §9); pictures are checked at 2 MB by the handler

export interface UploadedFile {
  field: string;
  filename: string;
  /** What the client claimed; never trusted (see sniff.ts). */
  mimetype: string;
  buffer: Buffer;
  /** The file was cut at the limit. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** null when the request is not multipart or is malformed. */
export async function readMultipart(req: FastifyRequest): Promise<MultipartForm | null> {
  if (!req.isMultipart()) return null;
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer().catch(() => null);
        file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer: buffer ?? Buffer.alloc(0), truncated: buffer === null || part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch {
    return file || Object.keys(fields).length ? { fields, file: file ? { ...file, truncated: true } : null } : null;
  }
  return { fields, file };
}
