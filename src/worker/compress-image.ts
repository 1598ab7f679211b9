// Picture rules of spec §5 and §9: only jpg, png, jpeg; above 2,097,152 bytes compress at
// quality 0.7 (with progress for the "compressing" notice); otherwise the file goes unchanged.
import imageCompression from 'browser-image-compression';
import { IMAGE } from '../contract/constants.js';
import { fail, ok, type CodedError, type Result } from '../contract/result.js';
import { compressionFailed, fileTypeError } from './image-errors.js';

export interface CompressedImage {
  /** The file to upload: the original when no compression was needed. */
  file: Blob;
  originalSize: number;
  size: number;
  compressed: boolean;
}

export type ProgressCallback = (percent: number) => void;

const nameOf = (file: Blob): string => (typeof (file as File).name === 'string' ? (file as File).name : '');
const extensionOf = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * Both the MIME type and the extension must be allowed when present; at least one must be present
 * (some Android pickers give an empty type, canvas blobs have no name).
 */
export function checkImageType(file: Blob): CodedError | null {
  const type = file.type.toLowerCase();
  const name = nameOf(file);
  const ext = extensionOf(name);
  if (!type && !ext) return fileTypeError('no MIME type and no extension');
  if (type && !(IMAGE.types as readonly string[]).includes(type)) return fileTypeError(`MIME type ${type}`);
  if (name && !(IMAGE.extensions as readonly string[]).includes(ext)) return fileTypeError(`extension "${ext}"`);
  return null;
}

/** The library reads name, type and lastModified: give plain Blobs a File face. */
const asFile = (blob: Blob): File => {
  if (typeof File !== 'undefined' && blob instanceof File) return blob;
  const type = blob.type || 'image/jpeg';
  return new File([blob], `image.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
};

export async function compressImage(file: Blob, onProgress?: ProgressCallback): Promise<Result<CompressedImage>> {
  const bad = checkImageType(file);
  if (bad) return fail(bad);
  const originalSize = file.size;
  if (originalSize <= IMAGE.compressAboveBytes) {
    return ok({ file, originalSize, size: originalSize, compressed: false });
  }
  const report = (p: number) => {
    try {
      onProgress?.(p);
    } catch {
      /* a broken progress listener must not fail the compression */
    }
  };
  try {
    const out = await imageCompression(asFile(file), {
      initialQuality: IMAGE.quality,
      maxSizeMB: IMAGE.compressAboveBytes / (1024 * 1024),
      // We already run in our own worker (or in the fallback): the library must never start a
      // worker of its own, which would importScripts() its copy from a CDN (its `libURL` default,
      // only read when useWebWorker is true — so it is not set here).
      useWebWorker: false,
      onProgress: report,
    });
    return ok({ file: out, originalSize, size: out.size, compressed: true });
  } catch (e) {
    return fail(compressionFailed(e instanceof Error ? e.message : String(e)));
  }
}
