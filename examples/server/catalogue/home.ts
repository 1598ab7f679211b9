// The home page (spec §3 "Home data", §7 getHomeInfo) and the mine banners (spec §7 getAdInfo).
// Texts are in the caller's language, a listing's title falling back to its original; listings
// of the caller's country (metaData.areaId) come first.
import * as v from 'valibot';
import type { AdBlock, ArticleSummary, HomeData, HomeDataBlock, HomeModule, SysNotify } from '../../../src/contract/types/home.js';
import { MODULES } from '../../../src/modules/registry.js';
import type { ModuleKey } from '../../../src/modules/types.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { okReply, type HandlerTable } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { nameSql, notFound } from './names.js';

/** Spec §3: the first three articles in one block, the rest in another. */
const HOME_ARTICLES = 8;
const AD_LOCATIONS = ['ad1', 'ad2', 'ad3'] as const;

interface AdRow { location: string; img: string; access_address: string; roll_flag: number }

async function adBlocks(q: Queryable): Promise<Record<(typeof AD_LOCATIONS)[number], AdBlock>> {
  const rows = await q.query<AdRow>(
    'select location, img, access_address, roll_flag from ads where enabled and location = any($1::text[]) order by location, sort, id',
    [[...AD_LOCATIONS]],
  );
  const block = (location: string): AdBlock => {
    const mine = rows.filter((r) => r.location === location);
    return {
      rollFlag: mine.some((r) => r.roll_flag === 1) ? 1 : 0,
      adLinksList: mine.map((r) => ({ adImg: r.img, accessAddress: r.access_address })),
    };
  };
  return { ad1: block('ad1'), ad2: block('ad2'), ad3: block('ad3') };
}

interface ArticleRow {
  id: string; es_info_id: string; title: string; cover_images: string[]; images: { imgPath: string; sort: number }[];
  info_source: string; info_source_name: string; release_time: Date | string; sticky_top: boolean;
}

/** Title in `language` when translated, else the original (spec §1 original or translated text). */
const TITLE_SQL = 'coalesce(t.title, o.title)';
const TEXT_JOINS = `join listing_texts o on o.listing_id = l.id and o.language = l.original_language
  left join listing_texts t on t.listing_id = l.id and t.language = $1`;

/** Published, pinned first (spec §2 top marker), the caller's country next, newest first. */
async function homeArticles(q: Queryable, language: string, areaId: string): Promise<ArticleSummary[]> {
  const rows = await q.query<ArticleRow>(
    `select l.id::text as id, l.es_info_id, ${TITLE_SQL} as title, l.cover_images, l.images, l.info_source,
            l.info_source_name, l.release_time, l.sticky_top
     from listings l ${TEXT_JOINS}
     where l.module_key = 'article' and l.status = 7 and not l.deleted
     order by l.sticky_top desc, ($2 = any(l.area_ids)) desc, l.release_time desc, l.id desc
     limit ${HOME_ARTICLES}`,
    [language, areaId],
  );
  return rows.map((r) => {
    const covers = r.cover_images.length > 0 ? r.cover_images : r.images.map((i) => i.imgPath);
    return {
      articlesId: r.id,
      esInfoId: r.es_info_id,
      title: r.title,
      coverImg: covers[0] ?? '',
      coverImages: covers,
      infoSourceName: r.info_source_name,
      infoSource: r.info_source,
      releaseTime: new Date(r.release_time).toISOString(),
      stickyTop: r.sticky_top ? 1 : 0,
    };
  });
}

const moduleIdOf = (key: string): number => (Object.hasOwn(MODULES, key) ? MODULES[key as ModuleKey].moduleId : 0);

/** data1 / data2: recent listings with a picture of the block's module, and that module's id (ours). */
async function homeBlock(q: Queryable, key: string, language: string, areaId: string): Promise<HomeDataBlock> {
  const [block] = await q.query<{ title: string; module_key: string; max_items: number }>(
    `select ${nameSql('titles', 1)} as title, module_key, max_items from home_blocks where key = $2`,
    [language, key],
  );
  if (!block) return { homeDataTitle: '', homeDataList: [], moduleId: 0 };
  const items = await q.query<{ serviceId: string; imgPath: string }>(
    `select l.id::text as "serviceId", l.images->0->>'imgPath' as "imgPath"
     from listings l
     where l.module_key = $1 and l.status = 7 and not l.deleted and jsonb_array_length(l.images) > 0
     order by ($2 = any(l.area_ids)) desc, l.release_time desc, l.id desc
     limit $3`,
    [block.module_key, areaId, block.max_items],
  );
  return { homeDataTitle: block.title, homeDataList: items, moduleId: moduleIdOf(block.module_key) };
}

async function homeModules(q: Queryable, language: string): Promise<HomeModule[]> {
  return q.query<HomeModule>(
    `select id, ${nameSql('names', 1)} as name, icon as "iconApp", ${nameSql('descriptions', 1)} as "moduleDescription"
     from home_modules order by sort, id`,
    [language],
  );
}

async function notices(q: Queryable, language: string): Promise<SysNotify[]> {
  return q.query<SysNotify>(
    `select id, access_address as "accessAddress", ${nameSql('contents', 1)} as "notifyContent"
     from sys_notices where enabled order by sort, id`,
    [language],
  );
}

const adInfoRequest = v.object({
  adDisplayLocation: v.pipe(v.string(MSG.choose), v.regex(/^[A-Za-z0-9_]{1,40}$/, MSG.choose)),
});

export const HOME_HANDLERS: HandlerTable = {
  getHomeInfo: async (input, ctx) => {
    parseInput(emptySchema, input);
    const { language, db } = ctx;
    const areaId = ctx.meta.areaId.split(',')[0] ?? '';
    const [ads, homeModuleDataList, data1, data2, sysNotifyList, articlesDataList] = await Promise.all([
      adBlocks(db), homeModules(db, language), homeBlock(db, 'data1', language, areaId), homeBlock(db, 'data2', language, areaId),
      notices(db, language), homeArticles(db, language, areaId),
    ]);
    const home: HomeData = { ...ads, homeModuleDataList, data1, data2, sysNotifyList, articlesDataList };
    return okReply(home);
  },

  /** The banner of a display location (module6Mine ...): its first enabled advert. */
  getAdInfo: async (input, ctx) => {
    const { adDisplayLocation } = parseInput(adInfoRequest, input);
    const [ad] = await ctx.db.query<{ img: string; access_address: string }>(
      'select img, access_address from ads where enabled and location = $1 order by sort, id limit 1',
      [adDisplayLocation],
    );
    if (!ad) throw notFound();
    return okReply({ adUrl: ad.img, accessAddress: ad.access_address });
  },
};
