import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.js';
import { envelopeCodecFrom } from '../../../src/api/codec.js';
import { endpoint } from '../../../src/contract/endpoint.js';
import { workerApi } from '../../../src/worker/worker-api.js';
import { fakeServer, flush, makeEffects, makeSession, platform, reply, type FakeAnswer } from './fakes.js';

function setup(answer: FakeAnswer = reply(200, [{ imgPath: '/img/a.jpg' }])) {
  const session = makeSession({ authorization: 'tok' });
  const effects = makeEffects();
  const server = fakeServer(() => answer);
  // The worker implementation used directly, as in main-thread mode.
  const codec = envelopeCodecFrom({
    encodeRequest: async (env) => workerApi.encodeRequest(env),
    decodeReply: async (body) => workerApi.decodeReply(body),
  });
  const client = createApiClient({ baseUrl: 'http://api.test/base', session, effects, codec, fetch: server.fetch, platform, webpSupported: () => true });
  return { client, effects, server };
}

describe('api client: uploads (spec §7 "Uploads are multipart")', () => {
  it('sends multipartFile + fields with Authorization and webp headers, no JSON content type', async () => {
    const { client, server } = setup();
    const file = new Blob(['jpeg-bytes'], { type: 'image/jpeg' });
    const r = await client.upload({ path: '/user/v1/upload/uploadImg' }, { moduleId: '6', areaId: 'CIV' }, file, 'photo.jpg');
    expect(r).toEqual({ code: 200, message: 'message 200', customData: [{ imgPath: '/img/a.jpg' }] });

    const req = server.seen[0]!;
    expect(req.url).toBe('http://api.test/base/user/v1/upload/uploadImg');
    expect(req.method).toBe('POST');
    expect(req.headers).toEqual({ Authorization: 'tok', 'X-Webp': '1' });
    const form = req.body as FormData;
    expect(form.get('moduleId')).toBe('6');
    expect(form.get('areaId')).toBe('CIV');
    // The server reads the caller's language from the form (uploads have no metaData).
    expect(form.get('language')).toBe('fr'); // makeSession() speaks French
    const sent = form.get('multipartFile') as File;
    expect(sent.name).toBe('photo.jpg');
    expect(await sent.text()).toBe('jpeg-bytes');
  });

  it('honours another file field and applies the code table to upload replies', async () => {
    const { client, server, effects } = setup(reply(4024, null, 'too big'));
    const r = await client.upload({ path: '/chat/v1/uploadChatImg' }, {}, new Blob(['x']), 'x.png', { fileField: 'file' });
    expect(r.code).toBe(4024);
    expect((server.seen[0]!.body as FormData).get('file')).not.toBeNull();
    await flush();
    expect(effects.alert).toHaveBeenCalledWith('too big');
  });

  it('an undecodable upload reply is 5002', async () => {
    const { client } = setup({ raw: '{"data":42}' });
    expect((await client.upload({ path: '/u' }, {}, new Blob(['x']), 'x.png')).code).toBe(5002);
  });
});

describe('api client: GET (spec §7 Queue)', () => {
  const mqConfig = { mqUsername: 'u', mqPassword: 'p', mqIpType: 'wss', mqIp: 'mq.test', mqPort: 443, expTtl: 60000 };

  it('fills :name path segments, puts the rest in the query, sends no body', async () => {
    const { client, server } = setup(reply(200, mqConfig));
    const r = await client.get({ path: '/chat/v1/mq/:systemCode/credentials', transport: 'get' }, { systemCode: 'H5', lang: 'fr' });
    expect(r).toMatchObject({ code: 200, customData: mqConfig });
    const req = server.seen[0]!;
    expect(req.url).toBe('http://api.test/base/chat/v1/mq/H5/credentials?lang=fr');
    expect(req.method).toBe('GET');
    expect(req.body).toBeUndefined();
    expect(req.headers).toEqual({ Authorization: 'tok', 'X-Webp': '1' });
  });

  it('call() on a table endpoint with transport "get" travels as GET', async () => {
    const { client, server } = setup(reply(200, mqConfig));
    const e = endpoint<{ systemCode: string }, typeof mqConfig>()('/mq/:systemCode', { transport: 'get' });
    const r = await client.call(e, { systemCode: 'H5' });
    expect(r.customData.mqIp).toBe('mq.test'); // typed from the endpoint's phantom Res
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: 'http://api.test/base/mq/H5' });
  });
});
