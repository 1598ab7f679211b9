// A listing submitted the way the app submits one, over HTTP against the real server: the seed
// user's login, the lookups the publish form reads, a picture through uploadImg, then the module's
// update call (spec §7) — it lands on review (status 4).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import type { IdName, Label, Tag } from '../../../src/contract/types/common.js';
import type { City, Currency } from '../../../src/contract/types/lookups.js';
import { MODULES } from '../../../src/modules/index.js';
import { SEED_BY_KEY } from '../../../examples/server/seed/listings/index.js';
import { testMeta } from '../../server/harness.js';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { CONSOLE_API_BASE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE } from '../../../src/contract/console-api.js';

export async function apiCall<T>(origin: string, path: string, customData: unknown, token?: string): Promise<Reply<T>> {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(encodeRequest({ metaData: testMeta({ language: 'fr', deviceId: 'e2e-console-publisher' }), customData })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok) throw new Error(`${path}: undecodable reply`);
  return decoded.value as Reply<T>;
}

async function ok<T>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const reply = await apiCall<T>(origin, path, body, token);
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message} ${JSON.stringify(reply.customData)}`);
  return reply.customData;
}

async function uploadPicture(origin: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e8b57' } }).png().toBuffer();
  const form = new FormData();
  form.append('moduleId', String(MODULES.house.moduleId));
  form.append('areaId', 'CIV');
  form.append('language', 'fr');
  form.append('multipartFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'maison.png');
  const res = await fetch(origin + ENDPOINTS.uploadImg.path, { method: 'POST', headers: { authorization: token }, body: form });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok || decoded.value.code !== 200) throw new Error(`upload failed: ${JSON.stringify(decoded)}`);
  // uploadImg answers a list with imgPath (spec §7 "A list with imgPath").
  return (decoded.value.customData as { imgPath: string }[])[0]!.imgPath;
}

/** Submits a house listing as the logged-in user; returns its serviceId. */
export async function submitHouse(origin: string, token: string, userId: string, title: string): Promise<string> {
  const house = MODULES.house;
  const [city, money, sizes, cycles, tags, labels, imgPath] = await Promise.all([
    ok<City | null>(origin, ENDPOINTS.getDefaultCity.path, { areaId: 'CIV' }),
    ok<Currency[]>(origin, ENDPOINTS.getMoneyUnits.path, {}),
    ok<IdName[]>(origin, ENDPOINTS.getSizeUnits.path, {}),
    ok<IdName[]>(origin, ENDPOINTS.getBillingCycle.path, {}),
    ok<Tag[]>(origin, house.endpoints.tags.path, {}),
    ok<Label[]>(origin, house.endpoints.labels!.path, {}),
    uploadPicture(origin, token),
  ]);
  const lookups = { moneyUnitId: money[0]!.id, sizeUnitId: sizes[0]!.id, billingCycleId: cycles[0]!.id, brandId: 1, energyId: 1, qualityId: 1 };
  const body = {
    userId, areaId: 'CIV', areaIds: ['CIV'], cityId: city!.id, tagId: tags[0]!.id, labelIds: labels.slice(0, 1).map((l) => l.id),
    location: 'Cocody Riviera 3, Abidjan', title,
    content: '<p>Belle maison lumineuse avec <strong>jardin</strong> et garage, proche des écoles.</p>',
    contacts: 'Koffi', mail: 'koffi@example.test', tel: '0102030405', fileList: [{ imgPath, sort: 0 }], originalLanguageId: 'fr',
    ...SEED_BY_KEY.house.samplePublish(lookups),
  };
  return (await ok<{ serviceId: string }>(origin, house.endpoints.update!.path, body, token)).serviceId;
}

/** The development operator decides on a listing on review through the console's API (setup only). */
export async function reviewOverApi(origin: string, serviceId: string, decision: 'approve' | 'reject', reason = ''): Promise<void> {
  const headers = { 'content-type': 'application/json', origin, [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE };
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const login = await fetch(`${origin}${CONSOLE_API_BASE}/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'operator', password }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`console login failed: ${await login.text()}`);
  const res = await fetch(`${origin}${CONSOLE_API_BASE}/reviewListing`, {
    method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ serviceId, decision, reason }),
  });
  const reply = (await res.json()) as { code: number };
  if (reply.code !== 200) throw new Error(`${decision} ${serviceId}: ${JSON.stringify(reply)}`);
}
