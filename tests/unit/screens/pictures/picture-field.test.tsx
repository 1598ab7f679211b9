// The pictures field's work (spec §2 "Pictures", §5 "Images", §7 uploadImg) with an API client
// and a worker whose answers the test controls: each picture uploads as soon as it is picked (a
// big one compressed first), one upload at a time; progress shows on its bar; a failure is retried
// alone; removing or unmounting cancels the request and frees the file's object URL; the form hears
// only uploaded pictures, in display order. The same field against the real server and worker, in
// Chromium: tests/e2e/publish/widgets.e2e.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import type { ApiClient, UploadOptions } from '../../../../src/api/index.js';
import type { AppServices } from '../../../../src/app/context.js';
import { ShellContext, type Shell } from '../../../../src/app/use-shell.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import { fail, ok, type Result } from '../../../../src/contract/result.js';
import type { FileRef } from '../../../../src/contract/types/common.js';
import { PictureField } from '../../../../src/screens/kit/pictures/picture-field.js';
import { createAppStores } from '../../../../src/stores/app-stores.js';
import { createDialogs } from '../../../../src/ui/dialogs.js';
import { TContext, type TranslateFn } from '../../../../src/ui/t-context.js';
import type { CompressedImage } from '../../../../src/worker/index.js';
import { echoT } from '../../harness/test-services.js';
import { cleanup, click, deferred, flush, mount } from '../../ui/render.js';

interface Upload {
  fields: Record<string, string>;
  file: Blob;
  name: string;
  opts: UploadOptions;
  answer(r: Partial<Reply<{ imgPath: string }[]>>): void;
}

let uploads: Upload[];
let compressions: { file: Blob; answer(r: Result<CompressedImage>): void }[];
let revoked: string[];
let changes: FileRef[][];
let busy: boolean[];

function services(): AppServices {
  const api = {
    upload: (_e: unknown, fields: Record<string, string>, file: Blob, name: string, opts: UploadOptions = {}) => {
      const d = deferred<Reply<unknown>>();
      uploads.push({ fields, file, name, opts, answer: (r) => d.resolve({ code: 200, message: '', customData: null, ...r }) });
      // The real client settles an aborted call as 5002 at once (client.ts).
      opts.signal?.addEventListener('abort', () => d.resolve({ code: 5002, message: '', customData: null }));
      return d.promise;
    },
  } as unknown as ApiClient;
  const compress = (file: Blob) => {
    const d = deferred<Result<CompressedImage>>();
    compressions.push({ file, answer: d.resolve });
    return d.promise;
  };
  return { api, stores: createAppStores('pictures-test', null), native: { get: () => Promise.reject(new Error('none')), current: null, inShell: () => false }, media: (p) => `https://media.test${p}`, images: { compress } };
}

function render(value: FileRef[] = []) {
  const shell: Shell = { stores: { userId: atom('u'), totalUnread: atom(0) }, i18n: { t: echoT, language: 'en' }, dialogs: createDialogs(), services: services(), navigate: () => undefined };
  // As the publish form holds it: the value in state, a fresh array each render, and a blur that
  // re-renders the form (use-form.ts marks the field visited).
  function Field() {
    const [current, setCurrent] = useState(value);
    const [, setBlurs] = useState(0);
    return (
      <PictureField moduleId={6} areaId="CIV" value={[...current]} label="Pictures"
        onChange={(v) => { setCurrent(v); changes.push(v); }} onBusyChange={(b) => busy.push(b)} onBlur={() => setBlurs((n) => n + 1)} />
    );
  }
  const host = mount(
    <ShellContext.Provider value={shell}>
      <TContext.Provider value={echoT as TranslateFn}>
        <Field />
      </TContext.Provider>
    </ShellContext.Provider>,
  );
  const pick = (...files: File[]) => act(() => {
    const input = host.querySelector('input[type=file]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const statuses = () => [...host.querySelectorAll('[data-status]')].map((e) => e.getAttribute('data-status'));
  const button = (label: string) => [...host.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label);
  return { host, pick, statuses, button };
}

const file = (name: string, size: number, type = 'image/jpeg') => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const BIG = 3_000_000;

beforeEach(() => {
  uploads = [];
  compressions = [];
  revoked = [];
  changes = [];
  busy = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((u) => void revoked.push(u));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PictureField', () => {
  it('uploads each picture as soon as it is picked, one at a time, a big one compressed first', async () => {
    const { pick, statuses, host } = render();
    pick(file('big.jpg', BIG), file('small.png', 1000, 'image/png'));
    await flush();
    expect(statuses()).toEqual(['compressing', 'uploading']);
    expect(busy).toEqual([true]);
    // The small one is on its way while the worker compresses the big one.
    expect(uploads.map((u) => u.name)).toEqual(['small.png']);
    expect(uploads[0]!.fields).toEqual({ moduleId: '6', areaId: 'CIV' });
    expect(compressions).toHaveLength(1);
    expect(compressions[0]!.file.size).toBe(BIG);
    expect(host.querySelector('[role=status]')!.textContent).toBe('errors.compressing');

    const smaller = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    compressions[0]!.answer(ok({ file: smaller, originalSize: BIG, size: 900_000, compressed: true }));
    await flush();
    // Its upload waits for the one in flight.
    expect(uploads).toHaveLength(1);
    act(() => uploads[0]!.opts.onProgress?.(500, 1000));
    // The big one waits at 0 for its turn; the small one shows how far it is.
    const bars = [...host.querySelectorAll('[role=progressbar]')].map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')]);
    expect(bars).toEqual([['pictures.uploading{"n":1}', '0'], ['pictures.uploading{"n":2}', '50']]);
    uploads[0]!.answer({ customData: [{ imgPath: '/uploads/small.png' }] });
    await flush();
    expect(uploads.map((u) => u.name)).toEqual(['small.png', 'big.jpg']);
    expect(uploads[1]!.file).toBe(smaller);
    // Only uploaded pictures reach the form, in the order shown (big first).
    expect(changes.at(-1)).toEqual([{ imgPath: '/uploads/small.png', sort: 1 }]);
    uploads[1]!.answer({ customData: [{ imgPath: '/uploads/big.jpg' }] });
    await flush();
    expect(statuses()).toEqual(['done', 'done']);
    expect(changes.at(-1)).toEqual([{ imgPath: '/uploads/big.jpg', sort: 1 }, { imgPath: '/uploads/small.png', sort: 2 }]);
    expect(busy).toEqual([true, false]);
  });

  it('a failed upload is retried alone, with the same file; a server refusal says its words', async () => {
    const { pick, statuses, button, host } = render();
    pick(file('a.jpg', 1000), file('b.jpg', 1000));
    await flush();
    uploads[0]!.answer({ code: 5002 });
    await flush();
    uploads[1]!.answer({ customData: [{ imgPath: '/uploads/b.jpg' }] });
    await flush();
    expect(statuses()).toEqual(['failed', 'done']);
    expect(host.querySelector('.mkt-pics-problems')!.textContent).toBe('pictures.failed{"n":1,"message":"errors.uploadFailed"}');
    expect(changes.at(-1)).toEqual([{ imgPath: '/uploads/b.jpg', sort: 1 }]);
    expect(busy.at(-1)).toBe(false);

    click(button('pictures.retryPicture{"n":1}'));
    await flush();
    expect(uploads).toHaveLength(3);
    expect(uploads[2]!.file).toBe(uploads[0]!.file);
    uploads[2]!.answer({ code: 4415, message: 'Le fichier dépasse 2 Mo' });
    await flush();
    expect(host.querySelector('.mkt-pics-problems')!.textContent).toBe('pictures.failed{"n":1,"message":"Le fichier dépasse 2 Mo"}');
    click(button('pictures.retryPicture{"n":1}'));
    await flush();
    uploads[3]!.answer({ customData: [{ imgPath: '/uploads/a.jpg' }] });
    await flush();
    expect(statuses()).toEqual(['done', 'done']);
    expect(changes.at(-1)).toEqual([{ imgPath: '/uploads/a.jpg', sort: 1 }, { imgPath: '/uploads/b.jpg', sort: 2 }]);
    expect(host.querySelector('.mkt-pics-problems')).toBeNull();
  });

  it('a compression failure says "Compression failed" and retry compresses again', async () => {
    const { pick, statuses, button, host } = render();
    pick(file('big.jpg', BIG));
    await flush();
    compressions[0]!.answer(fail({ code: 5003, message: 'Compression failed', key: 'errors.compressionFailed' }));
    await flush();
    expect(statuses()).toEqual(['failed']);
    expect(host.textContent).toContain('errors.compressionFailed');
    expect(uploads).toHaveLength(0);
    click(button('pictures.retryPicture{"n":1}'));
    await flush();
    expect(compressions).toHaveLength(2);
    expect(compressions[1]!.file.size).toBe(BIG);
  });

  it('a picture still above 2 MB after compression is not uploaded', async () => {
    const { pick, statuses, host } = render();
    pick(file('pano.jpg', 9_000_000));
    await flush();
    compressions[0]!.answer(ok({ file: new Blob(['x']), originalSize: 9_000_000, size: 2_500_000, compressed: true }));
    await flush();
    expect(statuses()).toEqual(['failed']);
    expect(uploads).toHaveLength(0);
    expect(host.querySelector('.mkt-pics-problems')!.textContent).toContain('errors.fileTooLarge');
  });

  it('removing a picture on its way cancels its upload and frees its object URL', async () => {
    const { pick, statuses, button } = render();
    pick(file('a.jpg', 1000), file('b.jpg', 1000));
    await flush();
    click(button('pictures.remove{"n":1}'));
    await flush();
    expect(uploads[0]!.opts.signal!.aborted).toBe(true);
    expect(revoked).toEqual(['blob:test/1']);
    expect(statuses()).toEqual(['uploading']);
    // The next one goes at once.
    expect(uploads.map((u) => u.name)).toEqual(['a.jpg', 'b.jpg']);
    uploads[1]!.answer({ customData: [{ imgPath: '/uploads/b.jpg' }] });
    await flush();
    expect(changes.at(-1)).toEqual([{ imgPath: '/uploads/b.jpg', sort: 1 }]);
  });

  it('unmounting cancels every request and frees every object URL', async () => {
    const { pick } = render();
    pick(file('a.jpg', 1000), file('b.jpg', BIG));
    await flush();
    cleanup();
    expect(uploads[0]!.opts.signal!.aborted).toBe(true);
    expect(revoked.sort()).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('takes at most 6, refuses other types, and says so', async () => {
    const { pick, host } = render();
    pick(...Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`, 1000)), file('x.gif', 10, 'image/gif'));
    await flush();
    expect(host.querySelector('.mkt-pics-notice')!.textContent).toBe('errors.fileType{"max":6}');
    pick(file('5.jpg', 1000), file('6.jpg', 1000));
    await flush();
    expect(host.querySelectorAll('[data-status]')).toHaveLength(6);
    expect(host.querySelector('.mkt-pics-notice')!.textContent).toBe('validation.imagesLimit{"max":6}');
    expect(host.querySelector('.mkt-pics-add')).toBeNull();
    for (let i = 0; i < 6; i++) {
      uploads[i]!.answer({ customData: [{ imgPath: `/uploads/${i}.jpg` }] });
      await flush();
    }
    expect(uploads.map((u) => u.name)).toEqual(['0.jpg', '1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
  });

  it('the pictures of a listing being edited are shown and kept, and move with the buttons', async () => {
    const { statuses, button, host } = render([{ imgPath: '/u/b.jpg', sort: 1 }, { imgPath: '/u/a.jpg', sort: 0 }]);
    await flush();
    expect(statuses()).toEqual(['done', 'done']);
    expect([...host.querySelectorAll('.mkt-pics-grid img')].map((i) => i.getAttribute('src'))).toEqual(['https://media.test/u/a.jpg', 'https://media.test/u/b.jpg']);
    click(button('pictures.moveLater{"n":1}'));
    await flush();
    expect(changes.at(-1)).toEqual([{ imgPath: '/u/b.jpg', sort: 1 }, { imgPath: '/u/a.jpg', sort: 2 }]);
    // Removed, it stays removed, though the form re-renders with it once more (the blur).
    click(button('pictures.remove{"n":1}'));
    await flush();
    expect(statuses()).toEqual(['done']);
    expect(changes.at(-1)).toEqual([{ imgPath: '/u/a.jpg', sort: 1 }]);
    expect(revoked).toEqual([]); // kept pictures have no object URL
  });
});
