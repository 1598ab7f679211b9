// The pictures field's state (spec §2 "Pictures", §5 "Images", §9): every step a picture goes
// through, the 6 limit, retry of one without touching the others, remove, reorder, and the value
// the form receives (uploaded pictures only, in display order, sort 1..n).
import { describe, expect, it } from 'vitest';
import {
  admit, EMPTY_PICTURES, isBusy, isPictureFile, needsCompression, picturesReducer, uploadedValue,
  type NewPicture, type PicturesAction, type PicturesState,
} from '../../../../src/screens/kit/pictures/pictures-state.js';

const blob = (size: number) => ({ size, type: 'image/jpeg' }) as Blob;
const pic = (key: string, size = 1000): NewPicture => ({ key, file: blob(size), name: `${key}.jpg`, preview: `blob:${key}` });
const run = (...actions: PicturesAction[]): PicturesState => actions.reduce(picturesReducer, EMPTY_PICTURES);
const add = (...keys: string[]): PicturesAction => ({ type: 'add', pictures: keys.map((k) => pic(k)), notice: null });
const done = (key: string): PicturesAction => ({ type: 'done', key, imgPath: `/uploads/${key}.jpg` });
const statuses = (s: PicturesState) => s.items.map((p) => `${p.key}:${p.status}`);

describe('admit (what a pick takes)', () => {
  const f = (name: string, type = '') => ({ name, type });

  it('takes jpg, jpeg and png by extension, whatever the case, or by MIME type without one', () => {
    expect(isPictureFile(f('a.JPG'))).toBe(true);
    expect(isPictureFile(f('a.jpeg'))).toBe(true);
    expect(isPictureFile(f('a.png'))).toBe(true);
    expect(isPictureFile(f('blob', 'image/png'))).toBe(true);
    expect(isPictureFile(f('a.gif', 'image/gif'))).toBe(false);
    expect(isPictureFile(f('a.webp', 'image/jpeg'))).toBe(false); // the extension decides
    expect(isPictureFile(f('a.heic'))).toBe(false);
    expect(isPictureFile(f('noext', ''))).toBe(false);
  });

  it('refuses other types with the file-type notice', () => {
    expect(admit(0, [f('a.jpg'), f('b.gif'), f('c.png')])).toEqual({ taken: [0, 2], notice: 'fileType' });
    expect(admit(0, [f('a.jpg')])).toEqual({ taken: [0], notice: null });
  });

  it('takes at most 6 in all, saying the limit for the rest', () => {
    const eight = Array.from({ length: 8 }, (_, i) => f(`${i}.jpg`));
    expect(admit(0, eight)).toEqual({ taken: [0, 1, 2, 3, 4, 5], notice: 'imagesLimit' });
    expect(admit(4, eight.slice(0, 3))).toEqual({ taken: [0, 1], notice: 'imagesLimit' });
    expect(admit(6, [f('a.jpg')])).toEqual({ taken: [], notice: 'imagesLimit' });
    expect(admit(5, [f('a.jpg')])).toEqual({ taken: [0], notice: null });
  });
});

describe('picturesReducer', () => {
  it('a small picture uploads at once; one above 2,097,152 bytes is compressed first', () => {
    expect(needsCompression(blob(2_097_152))).toBe(false);
    expect(needsCompression(blob(2_097_153))).toBe(true);
    const s = run({ type: 'add', pictures: [pic('small', 2_097_152), pic('big', 5_000_000)], notice: null });
    expect(statuses(s)).toEqual(['small:uploading', 'big:compressing']);
    expect(isBusy(s)).toBe(true);
  });

  it('compressing → compressed (the smaller file kept) → progress → done', () => {
    const smaller = blob(900_000);
    let s = run({ type: 'add', pictures: [pic('a', 5_000_000)], notice: null }, { type: 'compressing', key: 'a' });
    expect(s.items[0]).toMatchObject({ status: 'compressing', progress: 0 });
    s = picturesReducer(s, { type: 'compressed', key: 'a', file: smaller });
    expect(s.items[0]).toMatchObject({ status: 'uploading', progress: 0 });
    expect(s.items[0]!.file).toBe(smaller);
    s = picturesReducer(s, { type: 'progress', key: 'a', percent: 41.6 });
    expect(s.items[0]!.progress).toBe(42);
    s = picturesReducer(s, { type: 'progress', key: 'a', percent: 180 });
    expect(s.items[0]!.progress).toBe(100);
    s = picturesReducer(s, done('a'));
    expect(s.items[0]).toMatchObject({ status: 'done', progress: 100, imgPath: '/uploads/a.jpg' });
    expect(isBusy(s)).toBe(false);
  });

  it('progress after the end changes nothing (a late event of a finished upload)', () => {
    const s = run(add('a'), done('a'), { type: 'progress', key: 'a', percent: 10 });
    expect(s.items[0]!.progress).toBe(100);
  });

  it('a failed picture keeps its place; retry restarts it at the failed stage without touching the others', () => {
    let s = run(add('a', 'b', 'c'), done('a'), done('c'),
      { type: 'failed', key: 'b', stage: 'upload', error: { key: 'errors.uploadFailed' } });
    expect(statuses(s)).toEqual(['a:done', 'b:failed', 'c:done']);
    expect(s.items[1]).toMatchObject({ failedAt: 'upload', error: { key: 'errors.uploadFailed' } });
    expect(isBusy(s)).toBe(false);
    expect(uploadedValue(s).map((f) => f.imgPath)).toEqual(['/uploads/a.jpg', '/uploads/c.jpg']);

    const before = s.items;
    s = picturesReducer(s, { type: 'retry', key: 'b' });
    expect(statuses(s)).toEqual(['a:done', 'b:uploading', 'c:done']);
    expect(s.items[1]!.error).toBeUndefined();
    expect(s.items[1]!.progress).toBe(0);
    expect(s.items[0]).toBe(before[0]);
    expect(s.items[2]).toBe(before[2]);
    s = picturesReducer(s, done('b'));
    expect(uploadedValue(s)).toEqual([
      { imgPath: '/uploads/a.jpg', sort: 1 }, { imgPath: '/uploads/b.jpg', sort: 2 }, { imgPath: '/uploads/c.jpg', sort: 3 },
    ]);
  });

  it('a compression failure is retried by compressing again', () => {
    const s = run({ type: 'add', pictures: [pic('a', 3_000_000)], notice: null },
      { type: 'failed', key: 'a', stage: 'compress', error: { key: 'errors.compressionFailed' } }, { type: 'retry', key: 'a' });
    expect(s.items[0]).toMatchObject({ status: 'compressing', progress: 0 });
  });

  it('retry of a picture that did not fail changes nothing', () => {
    const s = run(add('a'), done('a'));
    expect(picturesReducer(s, { type: 'retry', key: 'a' })).toEqual(s);
  });

  it('remove takes the picture out and the value follows', () => {
    const s = run(add('a', 'b', 'c'), done('a'), done('b'), done('c'), { type: 'remove', key: 'b' });
    expect(uploadedValue(s)).toEqual([{ imgPath: '/uploads/a.jpg', sort: 1 }, { imgPath: '/uploads/c.jpg', sort: 2 }]);
  });

  it('move swaps with the neighbour; the ends stay put; sort follows the display order', () => {
    let s = run(add('a', 'b', 'c'), done('a'), done('b'), done('c'));
    s = picturesReducer(s, { type: 'move', key: 'c', by: -1 });
    expect(s.items.map((p) => p.key)).toEqual(['a', 'c', 'b']);
    s = picturesReducer(s, { type: 'move', key: 'a', by: 1 });
    expect(uploadedValue(s)).toEqual([
      { imgPath: '/uploads/c.jpg', sort: 1 }, { imgPath: '/uploads/a.jpg', sort: 2 }, { imgPath: '/uploads/b.jpg', sort: 3 },
    ]);
    expect(picturesReducer(s, { type: 'move', key: 'c', by: -1 })).toBe(s);
    expect(picturesReducer(s, { type: 'move', key: 'b', by: 1 })).toBe(s);
    expect(picturesReducer(s, { type: 'move', key: 'nope', by: 1 })).toBe(s);
  });

  it('the value holds only uploaded pictures, in display order', () => {
    const s = run(add('a', 'b', 'c'), done('c'), { type: 'move', key: 'c', by: -1 }, done('a'));
    expect(statuses(s)).toEqual(['a:done', 'c:done', 'b:uploading']);
    expect(uploadedValue(s)).toEqual([{ imgPath: '/uploads/a.jpg', sort: 1 }, { imgPath: '/uploads/c.jpg', sort: 2 }]);
  });

  it('never more than 6: an add beyond them is cut and says the limit; removing one clears it', () => {
    let s = run(add('1', '2', '3', '4', '5'), add('6', '7'));
    expect(s.items).toHaveLength(6);
    expect(s.notice).toBe('imagesLimit');
    s = picturesReducer(s, add('8'));
    expect(s.items.map((p) => p.key)).toEqual(['1', '2', '3', '4', '5', '6']);
    s = picturesReducer(s, { type: 'remove', key: '3' });
    expect(s.notice).toBeNull();
    expect(s.items).toHaveLength(5);
  });

  it('keeps the notice the pick decided (a refused type) and can dismiss it', () => {
    let s = run({ type: 'add', pictures: [pic('a')], notice: 'fileType' });
    expect(s.notice).toBe('fileType');
    s = picturesReducer(s, { type: 'remove', key: 'a' });
    expect(s.notice).toBe('fileType');
    expect(picturesReducer(s, { type: 'dismissNotice' }).notice).toBeNull();
  });

  it('adopts the pictures of a listing being edited, in their sort order, as uploaded', () => {
    const preview = (p: string) => `https://api.test${p}`;
    let s = run({ type: 'adopt', value: [{ imgPath: '/u/2.jpg', sort: 1 }, { imgPath: '/u/1.jpg', sort: 0 }], preview });
    expect(s.items.map((p) => [p.status, p.preview])).toEqual([['done', 'https://api.test/u/1.jpg'], ['done', 'https://api.test/u/2.jpg']]);
    expect(uploadedValue(s)).toEqual([{ imgPath: '/u/1.jpg', sort: 1 }, { imgPath: '/u/2.jpg', sort: 2 }]);
    // Adopting the value the field itself gave changes nothing; a new path is added at the end.
    expect(picturesReducer(s, { type: 'adopt', value: uploadedValue(s), preview })).toBe(s);
    s = picturesReducer(s, { type: 'adopt', value: [{ imgPath: '/u/3.jpg', sort: 1 }], preview });
    expect(s.items.map((p) => p.imgPath)).toEqual(['/u/1.jpg', '/u/2.jpg', '/u/3.jpg']);
  });

  it('adopts at most 6 and ignores empty paths', () => {
    const value = Array.from({ length: 8 }, (_, i) => ({ imgPath: i === 0 ? '' : `/u/${i}.jpg`, sort: i }));
    const s = run({ type: 'adopt', value, preview: (p) => p });
    expect(s.items.map((p) => p.imgPath)).toEqual(['/u/1.jpg', '/u/2.jpg', '/u/3.jpg', '/u/4.jpg', '/u/5.jpg', '/u/6.jpg']);
  });
});
