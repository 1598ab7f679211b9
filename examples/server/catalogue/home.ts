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
import { publicListing } from '../listings/public-listing.js';
import { nameSql, notFound } from './names.js';

/** Spec §3: the first three articles in one block, the rest in another. */
const HOME_ARTICLES = 8;
const AD_LOCATIONS = ['ad1', 'ad2', 'ad3'] as const;

/**
 * The catalogue half of the page in one statement: ad blocks, menu tiles, notices
 * (each a json array, in the order the page shows them). $1 = language.
 */
const CATALOGUE_SQL = `select
  (select coalesce(json_agg(json_build_object('location', location, 'img', img, 'accessAddress', access_address, 'rollFlag', roll_flag)
     order by location, sort, id), '[]'::json) from ads where enabled and location = any($2::text[])) as ads,
  (select coalesce(json_agg(json_build_object('id', id, 'name', ${nameSql('names', 1)}, 'iconApp', icon,
     'moduleDescription', ${nameSql('descriptions', 1)}) order by sort, id), '[]'::json) from home_modules) as modules,
  (select coalesce(json_agg(json_build_object('id', id, 'accessAddress', access_address, 'notifyContent', ${nameSql('contents', 1)})
     order by sort, id), '[]'::json) from sys_notices where enabled) as notices`;

const PUBLISHED = publicListing('l');
/** The caller's country ($2): listings of several countries count for each. */
const IN_AREA = 'coalesce($2 = any(l.area_ids), false)';

/**
 * The newest `limit` rows of `where`, taken per (pinned, in the caller's country) bucket: each
 * bucket is one range of the browse index (module, status, deleted, sticky_top, release_time), so
 * the page reads a few rows per bucket instead of sorting the whole module by "country first".
 * The union holds the true top `limit` of the whole order (each bucket's share of it is that
 * bucket's own newest rows); the caller sorts the union and cuts it.
 */
function bucketsSql(columns: string, where: string, limit: string): string {
  const bucket = (sticky: boolean, inArea: boolean) =>
    `(select ${columns}, l.sticky_top, l.release_time, l.id, ${inArea} as in_area from listings l
      where ${where} and ${PUBLISHED} and l.sticky_top = ${sticky} and ${inArea ? '' : 'not '}${IN_AREA}
      order by l.release_time desc, l.id desc limit ${limit})`;
  return [bucket(true, true), bucket(true, false), bucket(false, true), bucket(false, false)].join(' union all ');
}

/**
 * The listing half in one statement: data1 / data2 (recent listings with a picture of the block's
 * module, the caller's country first) and the articles (pinned first, spec §2 top marker, then
 * the caller's country, newest first), the title in the caller's language else the original.
 * $1 = language, $2 = country, $3 = block keys.
 */
const LISTINGS_SQL = `with blocks as (
    select key, ${nameSql('titles', 1)} as title, module_key, max_items from home_blocks where key = any($3::text[])
  )
  select
  (select coalesce(json_agg(json_build_object('key', b.key, 'title', b.title, 'moduleKey', b.module_key, 'items', (
      select coalesce(json_agg(json_build_object('serviceId', x.id::text, 'imgPath', x.img_path)
        order by x.in_area desc, x.release_time desc, x.id desc), '[]'::json)
      from (select * from (${bucketsSql(`l.images->0->>'imgPath' as img_path`, 'l.module_key = b.module_key and jsonb_array_length(l.images) > 0', 'b.max_items')}) c
            order by c.in_area desc, c.release_time desc, c.id desc limit b.max_items) x))), '[]'::json)
   from blocks b) as blocks,
  (select coalesce(json_agg(json_build_object('id', a.id::text, 'esInfoId', a.es_info_id, 'title', coalesce(t.title, o.title),
      'coverImages', a.cover_images, 'images', a.images, 'infoSource', a.info_source, 'infoSourceName', a.info_source_name,
      'releaseMs', floor(extract(epoch from a.release_time) * 1000), 'stickyTop', a.sticky_top)
      order by a.sticky_top desc, a.in_area desc, a.release_time desc, a.id desc), '[]'::json)
   from (select * from (${bucketsSql('l.es_info_id, l.cover_images, l.images, l.info_source, l.info_source_name, l.original_language', "l.module_key = 'article'", String(HOME_ARTICLES))}) c
         order by c.sticky_top desc, c.in_area desc, c.release_time desc, c.id desc limit ${HOME_ARTICLES}) a
   join listing_texts o on o.listing_id = a.id and o.language = a.original_language
   left join listing_texts t on t.listing_id = a.id and t.language = $1) as articles`;

interface AdJson { location: string; img: string; accessAddress: string; rollFlag: number }
interface BlockJson { key: string; title: string; moduleKey: string; items: { serviceId: string; imgPath: string }[] }
interface ArticleJson {
  id: string; esInfoId: string; title: string; coverImages: string[]; images: { imgPath: string; sort: number }[];
  infoSource: string; infoSourceName: string; releaseMs: number; stickyTop: boolean;
}

function adBlock(ads: readonly AdJson[], location: string): AdBlock {
  const mine = ads.filter((r) => r.location === location);
  return {
    rollFlag: mine.some((r) => r.rollFlag === 1) ? 1 : 0,
    adLinksList: mine.map((r) => ({ adImg: r.img, accessAddress: r.accessAddress })),
  };
}

function article(r: ArticleJson): ArticleSummary {
  const covers = r.coverImages.length > 0 ? r.coverImages : r.images.map((i) => i.imgPath);
  return {
    articlesId: r.id,
    esInfoId: r.esInfoId,
    title: r.title,
    coverImg: covers[0] ?? '',
    coverImages: covers,
    infoSourceName: r.infoSourceName,
    infoSource: r.infoSource,
    releaseTime: new Date(Number(r.releaseMs)).toISOString(),
    stickyTop: r.stickyTop ? 1 : 0,
  };
}

const moduleIdOf = (key: string): number => (Object.hasOwn(MODULES, key) ? MODULES[key as ModuleKey].moduleId : 0);

function homeBlock(blocks: readonly BlockJson[], key: string): HomeDataBlock {
  const block = blocks.find((b) => b.key === key);
  if (!block) return { homeDataTitle: '', homeDataList: [], moduleId: 0 };
  return { homeDataTitle: block.title, homeDataList: block.items, moduleId: moduleIdOf(block.moduleKey) };
}

const HOME_BLOCKS = ['data1', 'data2'];

/** The whole page in two statements (the catalogue half and the listing half, run side by side). */
export async function loadHome(q: Queryable, language: string, areaId: string): Promise<HomeData> {
  const [[cat], [lst]] = await Promise.all([
    q.query<{ ads: AdJson[]; modules: HomeModule[]; notices: SysNotify[] }>(CATALOGUE_SQL, [language, [...AD_LOCATIONS]]),
    q.query<{ blocks: BlockJson[]; articles: ArticleJson[] }>(LISTINGS_SQL, [language, areaId, HOME_BLOCKS]),
  ]);
  const ads = cat?.ads ?? [];
  const blocks = lst?.blocks ?? [];
  return {
    ad1: adBlock(ads, 'ad1'), ad2: adBlock(ads, 'ad2'), ad3: adBlock(ads, 'ad3'),
    homeModuleDataList: cat?.modules ?? [],
    data1: homeBlock(blocks, 'data1'),
    data2: homeBlock(blocks, 'data2'),
    sysNotifyList: cat?.notices ?? [],
    articlesDataList: (lst?.articles ?? []).map(article),
  };
}

const adInfoRequest = v.object({
  adDisplayLocation: v.pipe(v.string(MSG.choose), v.regex(/^[A-Za-z0-9_]{1,40}$/, MSG.choose)),
});

export const HOME_HANDLERS: HandlerTable = {
  getHomeInfo: async (input, ctx) => {
    parseInput(emptySchema, input);
    const { language, db } = ctx;
    const areaId = ctx.meta.areaId.split(',')[0] ?? '';
    return okReply(await loadHome(db, language, areaId));
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
