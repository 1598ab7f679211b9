// Uploads with progress (spec §2 "Pictures" progress bar) go through XMLHttpRequest
// (src/api/upload-progress.ts) but are settled by the client like any call: the same headers and
// form fields, the 50 s deadline (spec §7/§9), caller abort, 4006 regeneration, the code table
// (spec §8). XMLHttpRequest is replaced by a double here, the one thing happy-dom cannot give:
// requests it can answer on demand. The real XHR against the real server runs in
// tests/e2e/publish/widgets.e2e.ts.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.js';
import { inlineEnvelopeCodec } from '../../../src/api/codec.js';
import type { XhrLike } from '../../../src/api/upload-progress.js';
import { encodeReply, type Reply } from '../../../src/contract/envelope.js';
import { fakeServer, flush, makeEffects, makeSession, platform, reply } from './fakes.js';

const REGEN = '/user/v1/login/generateToken';

/** One XMLHttpRequest as the test sees it: what was sent, and the levers to answer it. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  responseText = '';
  readonly upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(r: Reply | string) {
    this.responseText = typeof r === 'string' ? r : JSON.stringify(encodeReply(r));
    this.onload?.();
  }
}

function setup(timeoutMs?: number) {
  const session = makeSession({ authorization: 'tok', refreshToken: 'refresh-1', userId: 'u-1' });
  const effects = makeEffects();
  const xhrs: FakeXhr[] = [];
  // JSON calls (the 4006 regeneration) still go through fetch.
  const server = fakeServer(() => reply(200, { Authorization: 'tok-2', refreshToken: 'refresh-2' }));
  const client = createApiClient({
    baseUrl: 'http://api.test/base', session, effects, codec: inlineEnvelopeCodec, fetch: server.fetch, platform,
    webpSupported: () => true, xhr: () => { const x = new FakeXhr(); xhrs.push(x); return x; },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  /** The n-th request, once the client has sent it (encoding and the webp probe are async). */
  const sent = async (n = 0): Promise<FakeXhr> => {
    await vi.waitFor(() => { if (!xhrs[n]?.body) throw new Error('not sent yet'); });
    return xhrs[n]!;
  };
  return { client, session, effects, server, xhrs, sent };
}

const picture = () => new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
const UPLOAD = { path: '/user/v1/upload/uploadImg' };

describe('api client: uploads with progress (XMLHttpRequest)', () => {
  it('sends what a fetched upload sends, reports progress, settles with the decoded reply', async () => {
    const { client, sent, effects } = setup();
    const seen: [number, number][] = [];
    const done = client.upload(UPLOAD, { moduleId: '6', areaId: 'CIV' }, picture(), 'photo.jpg', { onProgress: (l, t) => seen.push([l, t]) });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/base/user/v1/upload/uploadImg');
    expect(xhr.headers).toEqual({ Authorization: 'tok', 'X-Webp': '1' });
    const form = xhr.body as FormData;
    expect(form.get('moduleId')).toBe('6');
    expect(form.get('areaId')).toBe('CIV');
    expect(form.get('language')).toBe('fr');
    expect((form.get('multipartFile') as File).name).toBe('photo.jpg');

    xhr.progress(0, 1000);
    xhr.progress(400, 1000);
    xhr.progress(1000, 1000);
    xhr.progress(7, 0, false); // the browser cannot tell the total: 0
    xhr.answer(reply(200, [{ imgPath: '/uploads/a.jpg' }]));
    expect(await done).toEqual({ code: 200, message: 'message 200', customData: [{ imgPath: '/uploads/a.jpg' }] });
    expect(seen).toEqual([[0, 1000], [400, 1000], [1000, 1000], [7, 0]]);
    await flush();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a coded refusal settles as that code: shown in place when inline, else by the code table', async () => {
    const { client, sent, effects } = setup();
    const inline = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, inline: [4415] });
    (await sent(0)).answer(reply(4415, null, 'Le fichier dépasse 2 Mo'));
    expect(await inline).toMatchObject({ code: 4415, message: 'Le fichier dépasse 2 Mo' });
    await flush();
    expect(effects.toast).not.toHaveBeenCalled();

    const global = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined });
    (await sent(1)).answer(reply(4415, null, 'Le fichier dépasse 2 Mo'));
    expect((await global).code).toBe(4415);
    await flush();
    expect(effects.toast).toHaveBeenCalledWith('Le fichier dépasse 2 Mo');
  });

  it('an empty or undecodable body and a network error are 5002', async () => {
    const { client, sent } = setup();
    const empty = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, inline: [5002] });
    (await sent(0)).answer('');
    expect((await empty).code).toBe(5002);
    const garbage = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, inline: [5002] });
    (await sent(1)).answer('{"data":42}');
    expect((await garbage).code).toBe(5002);
    const broken = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, inline: [5002] });
    (await sent(2)).onerror?.();
    expect((await broken).code).toBe(5002);
  });

  it('the request timeout aborts the XMLHttpRequest and settles as 5002', async () => {
    const { client, sent } = setup(60);
    const done = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, inline: [5002] });
    const xhr = await sent();
    xhr.progress(10, 1000); // still sending when the deadline passes
    expect((await done).code).toBe(5002);
    expect(xhr.aborted).toBe(true);
  });

  it('the caller aborting cancels the request, settles as 5002 and shows nothing', async () => {
    const { client, sent, effects } = setup();
    const caller = new AbortController();
    const done = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, signal: caller.signal });
    const xhr = await sent();
    caller.abort();
    expect((await done).code).toBe(5002);
    expect(xhr.aborted).toBe(true);
    // An answer arriving after the abort changes nothing.
    xhr.answer(reply(200, [{ imgPath: '/late.jpg' }]));
    await flush();
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, xhrs } = setup();
    const done = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => undefined, signal: AbortSignal.abort() });
    expect((await done).code).toBe(5002);
    expect(xhrs.filter((x) => x.body)).toHaveLength(0);
  });

  it('4006: the token is regenerated once and the upload replayed with the new one (progress from 0 again)', async () => {
    const { client, sent, server, session } = setup();
    const seen: number[] = [];
    const done = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: (l) => seen.push(l) });
    const first = await sent(0);
    first.progress(1000, 1000);
    first.answer(reply(4006));
    const replay = await sent(1);
    expect(replay.headers.Authorization).toBe('tok-2');
    expect(server.seen.map((r) => r.url)).toEqual([`http://api.test/base${REGEN}`]);
    replay.progress(0, 1000);
    replay.progress(1000, 1000);
    replay.answer(reply(200, [{ imgPath: '/uploads/b.jpg' }]));
    expect((await done).customData).toEqual([{ imgPath: '/uploads/b.jpg' }]);
    expect(seen).toEqual([1000, 0, 1000]);
    expect(session.state.authorization).toBe('tok-2');
  });

  it('a throwing progress listener does not fail the upload', async () => {
    const { client, sent } = setup();
    const done = client.upload(UPLOAD, {}, picture(), 'a.jpg', { onProgress: () => { throw new Error('listener bug'); } });
    const xhr = await sent();
    xhr.progress(5, 10);
    xhr.answer(reply(200, [{ imgPath: '/uploads/c.jpg' }]));
    expect((await done).code).toBe(200);
  });
});
