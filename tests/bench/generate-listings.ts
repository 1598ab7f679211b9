// Bulk listings for benchmarks, generated inside the database (generate_series), in three
// languages, with the same search document as every other write (db/listing-text.ts).
import type { Database } from '../../examples/server/db/database.js';
import { MODULES } from '../../src/modules/registry.js';

const WORDS = {
  fr: ['maison', 'villa', 'élégante', 'terrain', 'titré', 'lotissement', 'appartement', 'meublé', 'piscine', 'jardin', 'cocody', 'riviera', 'plateau', 'marcory', 'yopougon', 'bingerville', 'voiture', 'climatisée', 'ménage', 'cuisinière', 'nounou', 'visa', 'étudiant', 'comptabilité', 'création', 'entreprise', 'vente', 'location', 'neuf', 'occasion'],
  en: ['house', 'villa', 'elegant', 'land', 'titled', 'plot', 'apartment', 'furnished', 'pool', 'garden', 'downtown', 'beach', 'office', 'warehouse', 'shop', 'car', 'rental', 'driver', 'cleaning', 'cook', 'nanny', 'visa', 'student', 'accounting', 'company', 'setup', 'sale', 'lease', 'new', 'used'],
  cn: ['别墅', '豪华', '土地', '公寓', '带家具', '游泳池', '花园', '市中心', '海滩', '办公室', '仓库', '商铺', '汽车', '租赁', '司机', '保洁', '厨师', '保姆', '签证', '留学', '会计', '公司注册', '出售', '出租', '全新', '二手', '阿比让', '科科迪', '高原区', '独栋'],
} as const;

const sqlArray = (words: readonly string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

export const BENCH_WORDS = WORDS;
/** Countries of the generated listings; Côte d'Ivoire holds three in seven. */
export const BENCH_AREAS = ['CIV', 'SEN', 'CMR', 'GHA', 'NGA'] as const;

/** Inserts `count` published listings spread over every module, country set and language. */
export async function generateListings(db: Database, count: number, ownerId: string): Promise<void> {
  const modules = Object.values(MODULES);
  const keys = sqlArray(modules.map((m) => m.key));
  const ids = `array[${modules.map((m) => m.moduleId).join(',')}]`;
  // Modules whose list filters by bedrooms (house) get 1 to 6 bedrooms, so the filtered list
  // benchmark finds rows; (g / n) spreads them independently of the module.
  const withBedrooms = sqlArray(modules.filter((m) => m.filters.bedroomNum).map((m) => m.key));
  await db.exec(`
    insert into listings (module_key, module_id, user_id, area_ids, status, original_language, price, total_price, size, es_info_id, release_time, attrs)
    select (${keys})[1 + g % ${modules.length}], (${ids})[1 + g % ${modules.length}], '${ownerId}',
           array[(array['CIV','CIV','CIV','SEN','CMR','GHA','NGA'])[1 + g % 7]], 7,
           (array['fr','en','cn'])[1 + (g / 7) % 3],
           (g % 500 + 1) * 10000, (g % 500 + 1) * 10000, g % 900 + 20, 'bench-' || g,
           now() - (g || ' minutes')::interval,
           case when (${keys})[1 + g % ${modules.length}] = any(${withBedrooms}::text[])
                then jsonb_build_object('bedroomNum', 1 + (g / ${modules.length}) % 6) else '{}'::jsonb end
    from generate_series(1, ${count}) g;
  `);
  // Title: four words of the listing's language; content: twelve words, a sentence-like blob.
  await db.exec(`
    insert into listing_texts (listing_id, module_key, language, title, content, plain, translation_type, search_doc)
    select id, module_key, original_language, t.title, '<p>' || t.body || '</p>', t.body, 3,
           to_tsvector('simple', search_text(t.title || ' ' || t.body))
    from (
      select l.id, l.module_key, l.original_language,
        case l.original_language
          when 'fr' then array_to_string(array[(${sqlArray(WORDS.fr)})[1 + l.id % 30], (${sqlArray(WORDS.fr)})[1 + (l.id / 30) % 30], (${sqlArray(WORDS.fr)})[1 + (l.id / 900) % 30], (${sqlArray(WORDS.fr)})[1 + (l.id * 7) % 30]], ' ')
          when 'en' then array_to_string(array[(${sqlArray(WORDS.en)})[1 + l.id % 30], (${sqlArray(WORDS.en)})[1 + (l.id / 30) % 30], (${sqlArray(WORDS.en)})[1 + (l.id / 900) % 30], (${sqlArray(WORDS.en)})[1 + (l.id * 7) % 30]], ' ')
          else array_to_string(array[(${sqlArray(WORDS.cn)})[1 + l.id % 30], (${sqlArray(WORDS.cn)})[1 + (l.id / 30) % 30], (${sqlArray(WORDS.cn)})[1 + (l.id / 900) % 30]], '')
        end as title,
        repeat(case l.original_language when 'fr' then 'Belle annonce vérifiée, contactez-nous pour une visite. '
          when 'en' then 'Verified listing, contact us to arrange a visit. ' else '认证房源，欢迎联系看房。' end, 3) as body
      from listings l where l.es_info_id like 'bench-%'
    ) t;
  `);
  // VACUUM too, not only ANALYZE: a bulk insert leaves its GIN entries in each text index's
  // pending list (fastupdate), which every keyword search then reads whole until autovacuum
  // (PostgreSQL, some time later) or nothing (PGlite has no autovacuum) merges it; and the
  // visibility map lets index-only scans skip the table (migration 009), as on a long-running
  // server. One statement per call: VACUUM cannot run in the implicit transaction of a
  // multi-statement string.
  for (const table of ['listings', 'listing_texts']) await db.exec(`vacuum analyze ${table}`);
  // And a checkpoint: the load wrote a few hundred megabytes of WAL and dirty pages, which
  // PostgreSQL would otherwise flush while the rows are measured.
  await db.exec('checkpoint');
}
