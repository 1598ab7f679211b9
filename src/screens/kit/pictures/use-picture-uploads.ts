// The work behind the pictures field (spec §2 "Pictures", §5 "Images", §7 uploadImg): each picked
// picture is uploaded as soon as it is picked, so a slow network shows progress at once, after
// the Comlink worker compressed it when it is above 2,097,152 bytes (DESIGN.md §5). Two lanes, one
// picture at a time each: the worker compresses the next picture while the previous one uploads,
// and on a thin connection the first picture finishes first instead of six sharing it.
// State changes go through the pure reducer (pictures-state.ts); this hook owns what it cannot
// hold: the files' object URLs (revoked on remove and unmount) and the requests in flight
// (aborted on remove and unmount).
import { useEffect, useReducer, useRef } from 'react';
import { useServices } from '../../../app/use-shell.js';
import { CODE } from '../../../contract/codes.js';
import { ENDPOINTS } from '../../../contract/endpoints.js';
import type { FileRef } from '../../../contract/types/common.js';
import type { FieldError } from '../form/use-form.js';
import { checkFile, PICTURE_RULE } from '../upload/file-checks.js';
import { useFileProblemText } from '../upload/use-file-problem.js';
import {
  admit, EMPTY_PICTURES, needsCompression, picturesReducer, type FailedStage, type NewPicture, type PicturesState,
} from './pictures-state.js';

/** Refusals shown on the picture itself; other codes keep their spec §8 effect (login, logout…). */
const INLINE: readonly number[] = [CODE.BAD_FILE, CODE.VALIDATION, CODE.SYSTEM_ERROR, CODE.RATE_LIMITED];

const COMPRESSION_FAILED: FieldError = { key: 'errors.compressionFailed' };
const UPLOAD_FAILED: FieldError = { key: 'errors.uploadFailed' };

export interface PictureUploads {
  state: PicturesState;
  pick(files: readonly File[]): void;
  retry(key: string): void;
  remove(key: string): void;
  move(key: string, by: -1 | 1): void;
  dismissNotice(): void;
}

const pathsOf = (value: readonly FileRef[]): string => value.map((f) => f.imgPath).join('\n');

let counter = 0;
const nextKey = (): string => `pic-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function usePictureUploads(moduleId: number, areaId: string, value: readonly FileRef[]): PictureUploads {
  const { api, images, media } = useServices();
  const problemText = useFileProblemText();
  const [state, dispatch] = useReducer(picturesReducer, value, (v) =>
    picturesReducer(EMPTY_PICTURES, { type: 'adopt', value: v, preview: media }));
  const latest = useRef(state);
  latest.current = state;
  const flights = useRef(new Map<string, AbortController>());
  const urls = useRef(new Map<string, string>());
  const compressLane = useRef<Promise<unknown>>(Promise.resolve());
  const uploadLane = useRef<Promise<unknown>>(Promise.resolve());
  // The request's fields are read when it is sent, not when the picture was picked.
  const target = useRef({ moduleId, areaId });
  target.current = { moduleId, areaId };

  /** Runs `job` after the lane's previous one, whatever became of it. */
  const inLane = <T,>(lane: { current: Promise<unknown> }, job: () => Promise<T>): Promise<T> => {
    const run = lane.current.then(job, job);
    lane.current = run.catch(() => undefined);
    return run;
  };

  const fail = (key: string, stage: FailedStage, error: FieldError) => dispatch({ type: 'failed', key, stage, error });

  /** The file to upload, or null when the picture failed or went away meanwhile. */
  const compress = (key: string, file: Blob, signal: AbortSignal): Promise<Blob | null> =>
    inLane(compressLane, async () => {
      if (signal.aborted) return null;
      dispatch({ type: 'compressing', key });
      const result = images ? await images.compress(file) : null;
      if (signal.aborted) return null;
      if (!result?.ok) {
        fail(key, 'compress', COMPRESSION_FAILED);
        return null;
      }
      // Still above the upload limit (a huge panorama): the server would refuse it after a long
      // upload; say so now and spend no data.
      const still = checkFile({ name: 'x.jpg', size: result.value.size }, PICTURE_RULE);
      if (still) {
        fail(key, 'compress', { text: problemText(still) });
        return null;
      }
      dispatch({ type: 'compressed', key, file: result.value.file });
      return result.value.file;
    });

  const upload = (key: string, file: Blob, name: string, signal: AbortSignal): Promise<void> =>
    inLane(uploadLane, async () => {
      if (signal.aborted) return;
      dispatch({ type: 'progress', key, percent: 0 });
      let shown = 0;
      const { moduleId: m, areaId: area } = target.current;
      const reply = await api.upload(ENDPOINTS.uploadImg, { moduleId: String(m), areaId: area }, file, name, {
        inline: INLINE,
        signal,
        onProgress: (loaded, total) => {
          const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
          if (percent !== shown) dispatch({ type: 'progress', key, percent: (shown = percent) });
        },
      });
      if (signal.aborted) return;
      const path = reply.code === CODE.OK ? reply.customData?.[0]?.imgPath : undefined;
      if (path) dispatch({ type: 'done', key, imgPath: path });
      // A transport failure says the spec's "Uploading failed"; a refusal says the server's words.
      else fail(key, 'upload', reply.code === CODE.SYSTEM_ERROR || !reply.message ? UPLOAD_FAILED : { text: reply.message });
    });

  const start = (key: string, file: Blob, name: string, from: FailedStage) => {
    flights.current.get(key)?.abort();
    const flight = new AbortController();
    flights.current.set(key, flight);
    const ready = from === 'compress' ? compress(key, file, flight.signal) : Promise.resolve(file);
    void ready
      .then((f) => (f ? upload(key, f, name, flight.signal) : undefined))
      .catch(() => fail(key, from, from === 'compress' ? COMPRESSION_FAILED : UPLOAD_FAILED))
      .finally(() => {
        if (flights.current.get(key) === flight) flights.current.delete(key);
      });
  };

  // A listing being edited or a restored draft may give its pictures after the first render. Only
  // a value whose paths changed is news: a form re-rendering before it took our last change (a
  // blur in the same tap as a removal) still holds the removed picture, which must stay removed.
  const given = useRef(pathsOf(value));
  useEffect(() => {
    const paths = pathsOf(value);
    if (paths === given.current) return;
    given.current = paths;
    dispatch({ type: 'adopt', value, preview: media });
  }, [value, media]);

  // Unmount: no request keeps spending data, no file stays pinned in memory.
  useEffect(() => {
    const inFlight = flights.current;
    const pinned = urls.current;
    return () => {
      for (const f of inFlight.values()) f.abort();
      for (const url of pinned.values()) URL.revokeObjectURL(url);
      inFlight.clear();
      pinned.clear();
    };
  }, []);

  return {
    state,
    pick(files) {
      const { taken, notice } = admit(latest.current.items.length, files);
      const pictures: NewPicture[] = taken.map((i) => {
        const file = files[i]!;
        const key = nextKey();
        const preview = URL.createObjectURL(file);
        urls.current.set(key, preview);
        return { key, file, name: file.name || `picture-${key}.jpg`, preview };
      });
      dispatch({ type: 'add', pictures, notice });
      for (const p of pictures) start(p.key, p.file, p.name, needsCompression(p.file) ? 'compress' : 'upload');
    },
    retry(key) {
      const p = latest.current.items.find((x) => x.key === key);
      if (!p || p.status !== 'failed' || !p.file) return;
      dispatch({ type: 'retry', key });
      start(key, p.file, p.name ?? 'picture.jpg', p.failedAt ?? 'upload');
    },
    remove(key) {
      flights.current.get(key)?.abort();
      flights.current.delete(key);
      const url = urls.current.get(key);
      if (url) URL.revokeObjectURL(url);
      urls.current.delete(key);
      dispatch({ type: 'remove', key });
    },
    move(key, by) {
      dispatch({ type: 'move', key, by });
    },
    dismissNotice() {
      dispatch({ type: 'dismissNotice' });
    },
  };
}
