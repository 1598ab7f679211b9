// The pictures of a publish form as data (spec §2 "Pictures", §5 "Images: at most 6, jpg, png,
// jpeg; over 2,097,152 bytes compressed at quality 0.7"): each picture goes compressing (only when
// large) → uploading (with its progress) → done, or failed at one of those stages; a failed one is
// retried alone, any one is removed or moved. Pure (no DOM, no network): picture-field.tsx and
// use-picture-uploads.ts do the work and report it here, tests/unit/screens/pictures tests it.
import { IMAGE } from '../../../contract/constants.js';
import type { FileRef } from '../../../contract/types/common.js';
import type { FieldError } from '../form/use-form.js';
import { extensionOf } from '../upload/file-checks.js';

export type PictureStatus = 'compressing' | 'uploading' | 'done' | 'failed';

/** Where a failed picture stopped: a retry starts again there (a compressed file is kept). */
export type FailedStage = 'compress' | 'upload';

export interface Picture {
  /** Stable identity for rendering and for the work in flight. */
  key: string;
  status: PictureStatus;
  /** 0–100 while compressing or uploading; 100 once done. */
  progress: number;
  /** The server path once uploaded (spec §7 uploadImg → imgPath), or the kept one on edit. */
  imgPath?: string;
  /** What the thumbnail shows: an object URL of the picked file, or the server path of a kept one. */
  preview: string;
  /** The file to upload: the picked one, then its compressed copy. Absent for kept pictures. */
  file?: Blob;
  /** File name sent with the upload. */
  name?: string;
  failedAt?: FailedStage;
  error?: FieldError;
}

/** A notice under the grid about picked files that were not taken. */
export type PicturesNotice = 'fileType' | 'imagesLimit';

export interface PicturesState {
  items: readonly Picture[];
  notice: PicturesNotice | null;
}

export interface NewPicture {
  key: string;
  file: Blob;
  name: string;
  preview: string;
}

export type PicturesAction =
  | { type: 'add'; pictures: readonly NewPicture[]; notice: PicturesNotice | null }
  /** Paths of the form's value not shown yet (a listing being edited, a restored draft). */
  | { type: 'adopt'; value: readonly FileRef[]; preview: (imgPath: string) => string }
  | { type: 'compressing'; key: string }
  | { type: 'compressed'; key: string; file: Blob }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'done'; key: string; imgPath: string }
  | { type: 'failed'; key: string; stage: FailedStage; error: FieldError }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'dismissNotice' };

export const EMPTY_PICTURES: PicturesState = { items: [], notice: null };

/** Spec §5: the type by the file's extension where it has one, else by its MIME type. */
export function isPictureFile(file: { name: string; type: string }): boolean {
  const ext = extensionOf(file.name);
  if (ext) return (IMAGE.extensions as readonly string[]).includes(ext);
  return (IMAGE.types as readonly string[]).includes(file.type.toLowerCase());
}

/**
 * Which of the picked files are taken (indices, in picking order) and the notice for the others:
 * a refused type says so; files beyond the 6 (spec §9) say the limit.
 */
export function admit(current: number, files: readonly { name: string; type: string }[]): { taken: number[]; notice: PicturesNotice | null } {
  const room = Math.max(0, IMAGE.maxCount - current);
  const typed = files.map((f, i) => (isPictureFile(f) ? i : -1)).filter((i) => i >= 0);
  const taken = typed.slice(0, room);
  const notice: PicturesNotice | null = typed.length > room ? 'imagesLimit' : typed.length < files.length ? 'fileType' : null;
  return { taken, notice };
}

/** Whether a picture needs the worker before its upload (spec §5, §9: above 2,097,152 bytes). */
export const needsCompression = (file: Blob): boolean => file.size > IMAGE.compressAboveBytes;

const update = (s: PicturesState, key: string, change: (p: Picture) => Picture): PicturesState => ({
  ...s,
  items: s.items.map((p) => (p.key === key ? change(p) : p)),
});

export function picturesReducer(s: PicturesState, a: PicturesAction): PicturesState {
  switch (a.type) {
    case 'add': {
      const room = IMAGE.maxCount - s.items.length;
      const added = a.pictures.slice(0, Math.max(0, room)).map<Picture>((p) => ({
        key: p.key, status: needsCompression(p.file) ? 'compressing' : 'uploading', progress: 0, preview: p.preview, file: p.file, name: p.name,
      }));
      const notice = a.notice ?? (a.pictures.length > room ? 'imagesLimit' : null);
      return { items: [...s.items, ...added], notice };
    }
    case 'adopt': {
      const shown = new Set(s.items.map((p) => p.imgPath));
      const missing = [...a.value].sort((x, y) => x.sort - y.sort).filter((f) => f.imgPath && !shown.has(f.imgPath));
      if (missing.length === 0) return s;
      const kept = missing.slice(0, Math.max(0, IMAGE.maxCount - s.items.length)).map<Picture>((f) => ({
        key: `kept:${f.imgPath}`, status: 'done', progress: 100, imgPath: f.imgPath, preview: a.preview(f.imgPath),
      }));
      return { ...s, items: [...s.items, ...kept] };
    }
    case 'compressing':
      return update(s, a.key, (p) => ({ ...p, status: 'compressing', progress: 0 }));
    case 'compressed':
      return update(s, a.key, (p) => ({ ...p, status: 'uploading', progress: 0, file: a.file }));
    case 'progress':
      return update(s, a.key, (p) =>
        p.status === 'compressing' || p.status === 'uploading' ? { ...p, progress: Math.min(100, Math.max(0, Math.round(a.percent))) } : p);
    case 'done':
      return update(s, a.key, (p) => {
        const { failedAt: _f, error: _e, ...rest } = p;
        return { ...rest, status: 'done', progress: 100, imgPath: a.imgPath };
      });
    case 'failed':
      return update(s, a.key, (p) => ({ ...p, status: 'failed', failedAt: a.stage, error: a.error }));
    case 'retry':
      return update(s, a.key, (p) => {
        if (p.status !== 'failed') return p;
        const { failedAt, error: _e, ...rest } = p;
        return { ...rest, status: failedAt === 'compress' ? 'compressing' : 'uploading', progress: 0 };
      });
    case 'remove': {
      const items = s.items.filter((p) => p.key !== a.key);
      return { items, notice: items.length < IMAGE.maxCount && s.notice === 'imagesLimit' ? null : s.notice };
    }
    case 'move': {
      const from = s.items.findIndex((p) => p.key === a.key);
      const to = from + a.by;
      if (from < 0 || to < 0 || to >= s.items.length) return s;
      const items = [...s.items];
      [items[from], items[to]] = [items[to]!, items[from]!];
      return { ...s, items };
    }
    case 'dismissNotice':
      return s.notice ? { ...s, notice: null } : s;
  }
}

/** The form's value (spec §3 fileList): the uploaded pictures in the order shown, sort 1..n. */
export function uploadedValue(s: PicturesState): FileRef[] {
  return s.items.filter((p) => p.status === 'done' && p.imgPath).map((p, i) => ({ imgPath: p.imgPath!, sort: i + 1 }));
}

/** True while any picture is being compressed or uploaded (the form waits before saving). */
export const isBusy = (s: PicturesState): boolean => s.items.some((p) => p.status === 'compressing' || p.status === 'uploading');

/** Same paths in the same order: nothing to tell the form. */
export const sameValue = (a: readonly FileRef[], b: readonly FileRef[]): boolean =>
  a.length === b.length && a.every((f, i) => f.imgPath === b[i]!.imgPath && f.sort === b[i]!.sort);
