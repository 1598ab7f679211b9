// Writes the home page, banner and document tables of 003-catalogue, and the small files the seed
// points at (agreement pages, the app download placeholder; the papers are private uploads: papers.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Queryable } from '../db/database.js';
import { AGREEMENTS, agreementHtml, agreementPath } from './data/agreements.js';
import { ADS, APP_DOWNLOADS, HOME_BLOCKS, HOME_MODULES, NOTICES, RANGES } from './data/home.js';
import { diskPath } from './images.js';
import { adImage, iconImage } from './picture-paths.js';
import { insertRows } from './insert-rows.js';
import { esInfoId } from './listings/insert.js';

/** "6|@house-1" -> "6|<id of seed-house-1>"; throws when the seed listing does not exist. */
export function resolveAddress(address: string, ids: ReadonlyMap<string, string>): string {
  return address.replace(/@([A-Za-z]+-\d+)/g, (_m, key: string) => {
    const id = ids.get(esInfoId(key));
    if (!id) throw new Error(`seed: ad link to unknown listing ${key}`);
    return id;
  });
}

export async function insertCatalogue(q: Queryable, listingIds: ReadonlyMap<string, string>): Promise<void> {
  await insertRows(
    q, 'ads', { location: 'text', img: 'text', access_address: 'text', roll_flag: 'int', sort: 'int' },
    ADS.flatMap((ad) => ad.links.map((link, i) => ({
      location: ad.location, img: adImage(ad.location, i), access_address: resolveAddress(link, listingIds), roll_flag: ad.rollFlag, sort: i,
    }))),
  );
  await insertRows(q, 'sys_notices', { contents: 'jsonb', access_address: 'text', sort: 'int' },
    NOTICES.map((x, sort) => ({ contents: x.contents, access_address: x.accessAddress, sort })));
  await insertRows(q, 'home_modules', { id: 'int', route: 'text', names: 'jsonb', descriptions: 'jsonb', icon: 'text', sort: 'int' },
    HOME_MODULES.map((m, sort) => ({ ...m, icon: iconImage(m.id), sort })));
  await insertRows(q, 'home_blocks', { key: 'text', titles: 'jsonb', module_key: 'text', max_items: 'int' },
    HOME_BLOCKS.map((b) => ({ key: b.key, titles: b.titles, module_key: b.moduleKey, max_items: b.maxItems })));
  await insertRows(q, 'agreements', { id: 'int', titles: 'jsonb', file_paths: 'jsonb' },
    AGREEMENTS.map((a) => ({ id: a.id, titles: a.titles, file_paths: { cn: agreementPath(a.slug, 'cn'), en: agreementPath(a.slug, 'en'), fr: agreementPath(a.slug, 'fr') } })));
  await insertRows(q, 'app_downloads', { app_type: 'int', app_file_path: 'text', store_url: 'text', ios_url: 'text' },
    APP_DOWNLOADS.map((d) => ({ app_type: d.appType, app_file_path: d.filePath, store_url: d.storeUrl, ios_url: d.iosUrl })));
  await insertRows(q, 'range_presets', { module_key: 'text', kind: 'text', names: 'jsonb', min: 'numeric', max: 'numeric', sort: 'int' },
    RANGES.map((r, sort) => ({ module_key: r.moduleKey, kind: r.kind, names: r.names, min: r.min, max: r.max, sort })));
}

const APP_NOTE = 'This reference server ships no real installer. Partners replace app_downloads.app_file_path with their own build.\n';

/** The agreement pages and the download placeholder (deterministic, so rewriting is harmless). The papers are private: papers.ts. */
export async function writeCatalogueFiles(uploadsDir: string): Promise<void> {
  const files: [string, string | Buffer][] = AGREEMENTS.flatMap((a) => (['cn', 'en', 'fr'] as const).map((lang): [string, string] => [agreementPath(a.slug, lang), agreementHtml(a, lang)]));
  for (const d of APP_DOWNLOADS) files.push([d.filePath, APP_NOTE]);
  for (const [url, text] of files) {
    const file = diskPath(uploadsDir, url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text, { flag: 'w' });
  }
}
