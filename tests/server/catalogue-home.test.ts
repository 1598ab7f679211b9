// The home page, adverts, agreements and app download on the seeded catalogue (spec §3 "Home
// data", §2 "Ad link jumping", §7), and a fuzz pass over every catalogue call: never code 5000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_HANDLERS } from '../../examples/server/catalogue/index.js';
import { CODE } from '../../src/contract/codes.js';
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints.js';
import type { AdInfoReply } from '../../src/contract/types/commons.js';
import type { HomeData } from '../../src/contract/types/home.js';
import type { Agreement, AppDownload } from '../../src/contract/types/lookups.js';
import { TEST_DATABASES } from './databases.js';
import { openCatalogue, type CatalogueFixture } from './catalogue-setup.js';

const E = ENDPOINTS;
const MENU_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 41];
const hasHan = (s: string) => /[\u4e00-\u9fff]/.test(s);

describe.each(TEST_DATABASES)('catalogue home on $name', (target) => {
  let f: CatalogueFixture;
  const home: Partial<Record<'cn' | 'en' | 'fr', HomeData>> = {};
  beforeAll(async () => {
    f = await openCatalogue(target);
    for (const lang of ['cn', 'en', 'fr'] as const) {
      const r = await f.call<HomeData>(E.getHomeInfo.path, {}, lang);
      expect(r.code).toBe(200);
      home[lang] = r.customData;
    }
  });
  afterAll(async () => {
    await f?.close();
  });

  const fetchStatus = async (url: string) => (await f.server.app.inject({ method: 'GET', url })).statusCode;

  it('gives three ad blocks whose links use every form of spec §2, pointing at real listings', async () => {
    const h = home.en!;
    expect([h.ad1.rollFlag, h.ad2.rollFlag, h.ad3.rollFlag]).toEqual([1, 1, 0]);
    const links = [h.ad1, h.ad2, h.ad3].flatMap((b) => b.adLinksList);
    expect(links.length).toBeGreaterThanOrEqual(6);
    const addresses = links.map((l) => l.accessAddress);
    expect(addresses.some((a) => /^8\|RIR/.test(a))).toBe(true);
    expect(addresses.some((a) => /^\d+$/.test(a))).toBe(true);
    expect(addresses.some((a) => /^https?:\/\//.test(a))).toBe(true);
    const listingLinks = addresses.filter((a) => /^\d+\|\d+$/.test(a));
    expect(listingLinks.length).toBeGreaterThanOrEqual(2);
    for (const a of listingLinks) {
      const [moduleId, id] = a.split('|');
      const rows = await f.db.query('select 1 from listings where id = $1 and module_id = $2', [id ?? '', Number(moduleId)]);
      expect(rows, a).toHaveLength(1);
    }
    for (const l of links) expect(await fetchStatus(l.adImg), l.adImg).toBe(200);
  });

  it('gives every menu tile of spec §2 with names and descriptions in the caller language and an icon', async () => {
    const [cn, en, fr] = [home.cn!, home.en!, home.fr!].map((h) => h.homeModuleDataList);
    expect(en!.map((m) => m.id).sort((a, b) => a - b)).toEqual(MENU_IDS);
    for (const [i, m] of en!.entries()) {
      expect(hasHan(cn![i]!.name)).toBe(true);
      expect(hasHan(m.name)).toBe(false);
      expect(m.moduleDescription).not.toBe('');
      expect(cn![i]!.moduleDescription).not.toBe(m.moduleDescription);
      expect(await fetchStatus(m.iconApp)).toBe(200);
    }
    expect(fr!.find((m) => m.id === 7)?.name).toBe("Voitures d'occasion");
  });

  it('gives data1 and data2 as titled strips of listings with pictures, of the block\'s module', async () => {
    // Seed: data1 = house rentals (module 6), data2 = land (module 2); moduleId is ours (not in the spec).
    expect([home.en!.data1.moduleId, home.en!.data2.moduleId]).toEqual([6, 2]);
    for (const key of ['data1', 'data2'] as const) {
      const block = home.fr![key];
      expect(block.moduleId).toBe(home.cn![key].moduleId);
      expect(block.homeDataTitle).not.toBe('');
      expect(block.homeDataTitle).not.toBe(home.cn![key].homeDataTitle);
      expect(block.homeDataList.length).toBeGreaterThanOrEqual(3);
      for (const item of block.homeDataList) {
        expect(item.imgPath).toMatch(/^\/uploads\/seed\/.+\.png$/);
        expect(await f.db.query('select 1 from listings where id = $1 and module_id = $2', [item.serviceId, block.moduleId])).toHaveLength(1);
      }
    }
  });

  it('gives the system notices in the caller language', () => {
    const [cn, en, fr] = [home.cn!, home.en!, home.fr!].map((h) => h.sysNotifyList);
    expect(en!.length).toBeGreaterThanOrEqual(3);
    expect(en!.map((n) => n.id)).toEqual(cn!.map((n) => n.id));
    for (const [i, n] of en!.entries()) {
      expect(hasHan(cn![i]!.notifyContent)).toBe(true);
      expect(fr![i]!.notifyContent).not.toBe(n.notifyContent);
      expect(typeof n.accessAddress).toBe('string');
    }
  });

  it('gives at least four articles, pinned first then newest, titled in the caller language or the original', async () => {
    const list = home.en!.articlesDataList;
    expect(list.length).toBeGreaterThanOrEqual(4);
    const pinned = list.map((a) => a.stickyTop);
    expect(pinned[0]).toBe(1);
    expect(pinned.indexOf(0)).toBeGreaterThan(0);
    expect(pinned.slice(pinned.indexOf(0))).not.toContain(1);
    for (const a of list) {
      expect(a.esInfoId).toMatch(/^seed-article-\d+$/);
      expect(a.coverImages.length).toBeGreaterThanOrEqual(1);
      expect(a.coverImg).toBe(a.coverImages[0]);
      expect(a.infoSourceName).not.toBe('');
      expect(Number.isNaN(Date.parse(a.releaseTime))).toBe(false);
      // The title shown is the English text when there is one, else the original's.
      const [row] = await f.db.query<{ en: string | null; orig: string }>(
        `select (select title from listing_texts where listing_id = l.id and language = 'en') as en,
                (select title from listing_texts where listing_id = l.id and language = l.original_language) as orig
         from listings l where l.id = $1`,
        [a.articlesId],
      );
      expect(a.title).toBe(row!.en ?? row!.orig);
    }
    expect(home.cn!.articlesDataList.some((a) => hasHan(a.title))).toBe(true);
    const nonPinned = list.filter((a) => a.stickyTop === 0);
    // Pinned aside, the caller's country (CIV by default) first, then newest; here all CIV articles are newest first.
    const times = nonPinned.map((a) => Date.parse(a.releaseTime));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('gives the banner of each mine screen, and refuses unknown or malformed locations', async () => {
    // The four mine-screen locations spec §7 names (the descriptors' mine.adLocation).
    for (const location of ['module6Mine', 'module5Mine', 'module10Mine', 'module9Mine']) {
      const r = await f.call<AdInfoReply>(E.getAdInfo.path, { adDisplayLocation: location });
      expect(r.code, location).toBe(200);
      expect(await fetchStatus(r.customData.adUrl)).toBe(200);
      expect(r.customData.accessAddress).toBeTruthy();
    }
    expect((await f.call(E.getAdInfo.path, { adDisplayLocation: 'module77Mine' })).code).toBe(CODE.NOT_FOUND);
    for (const bad of [{}, { adDisplayLocation: '' }, { adDisplayLocation: 'a b' }, { adDisplayLocation: 'x'.repeat(41) }, { adDisplayLocation: 6 }]) {
      expect((await f.call(E.getAdInfo.path, bad)).code).toBe(CODE.VALIDATION);
    }
  });

  it('gives agreements by ids in the asked order, titled and filed per language', async () => {
    const fr = await f.call<Agreement[]>(E.getAgreements.path, { agreementIds: [2, 1, 999] }, 'fr');
    expect(fr.customData.map((a) => a.agreementId)).toEqual([2, 1]);
    expect(fr.customData[1]!.title).toBe("Conditions générales d'utilisation");
    expect(fr.customData[1]!.filePath).toMatch(/\.fr\.html$/);
    const cn = await f.call<Agreement[]>(E.getAgreements.path, { agreementIds: [1] }, 'cn');
    expect(cn.customData[0]!.title).toBe('用户协议');
    const page = await f.server.app.inject({ method: 'GET', url: cn.customData[0]!.filePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('用户协议');
    for (const bad of [{}, { agreementIds: [] }, { agreementIds: ['x'] }, { agreementIds: 1 }, { agreementIds: Array(21).fill(1) }]) {
      expect((await f.call(E.getAgreements.path, bad)).code).toBe(CODE.VALIDATION);
    }
  });

  it('gives the app download of appType 2 and refuses other types', async () => {
    const r = await f.call<AppDownload>(E.getAppDownload.path, { appType: 2 });
    expect(r.code).toBe(200);
    expect(r.customData.appFilePath).toMatch(/^\/uploads\//);
    expect(await fetchStatus(r.customData.appFilePath)).toBe(200);
    expect(r.customData.storeUrl).toMatch(/^https:\/\//);
    expect(r.customData.iosUrl).toMatch(/^https:\/\//);
    expect((await f.call(E.getAppDownload.path, { appType: 3 })).code).toBe(CODE.NOT_FOUND);
    expect((await f.call(E.getAppDownload.path, { appType: 'two' })).code).toBe(CODE.VALIDATION);
  });

  it('never answers 5000 or a non-200 HTTP status, whatever the input', async () => {
    const names = Object.keys(CATALOGUE_HANDLERS) as EndpointName[];
    expect(names.length).toBeGreaterThanOrEqual(40);
    const bodies: unknown[] = [
      null, 'x', 0, -1, true, [], [{}], { a: 1 }, { languageId: {} }, { languageId: 'x'.repeat(10_000) }, { pid: null },
      { pid: '1'.repeat(40) }, { areaId: '\u0000\u0000\u0000' }, { parentTagId: Number.MAX_SAFE_INTEGER }, { agreementIds: [1e20] },
      { appType: -5 }, { adDisplayLocation: "'; drop table ads; --" }, { userId: 'u-member', moduleId: '6' },
    ];
    for (const name of names) {
      for (const body of bodies) {
        const { status, reply } = await f.server.call(ENDPOINTS[name].path, body, { token: 'tok-u-member' });
        expect(status, `${name} ${JSON.stringify(body)}`).toBe(200);
        expect(reply.code, `${name} ${JSON.stringify(body)}`).not.toBe(CODE.INTERNAL);
      }
    }
    expect((await f.db.query('select 1 from ads')).length).toBeGreaterThan(0);
  });
});
