// Where an upload's bytes are (upload-kinds.ts says what the kinds mean). The path
// ('/uploads/<folder>/<name>') is the upload's name in every form and row whatever its kind; the
// uploads row's kind says which folder holds it.
import { resolve, sep } from 'node:path';
import type { ServerServices } from '../http/handler.js';
import { UPLOAD_PATH } from '../usercenter/owned-uploads.js';
import type { UploadKind } from './upload-kinds.js';

/** The uploads row as the readers of a private file need it. */
export interface StoredUploadRow {
  path: string;
  mime: string;
  kind: UploadKind;
  /** Made private by migration 019 but its bytes not moved yet (relocate-legacy.ts). */
  relocate: boolean;
}

export type UploadDirs = Pick<ServerServices, 'uploadsDir' | 'privateUploadsDir'>;

/** The folder holding an upload's bytes: private ones in the private store once moved there. */
export const folderOf = (dirs: UploadDirs, row: Pick<StoredUploadRow, 'kind' | 'relocate'>): string =>
  row.kind === 'public' || row.relocate ? dirs.uploadsDir : dirs.privateUploadsDir;

/**
 * The disk file of `path` under `folder`; null for anything but an upload path of ours (no '..',
 * no other shape) or a result outside the folder.
 */
export function diskFileOf(folder: string, path: string): string | null {
  if (!UPLOAD_PATH.test(path)) return null;
  const root = resolve(folder);
  const file = resolve(root, `.${path.slice('/uploads'.length)}`);
  return file.startsWith(root + sep) ? file : null;
}
