// Human translation (spec §1 mode 2; issue "Publishing": "human translation (side by side, per
// language)"). translationQueue lists the listings that wait for one: those published while no
// machine translation was configured (the original shows meanwhile) and those the machine could
// not translate (8), failed ones first. saveTranslation stores one language's title and content as
// a human translation, checked with the publish form's own rules and sanitized like a publish;
// when it was the last missing language of a listing in 8, the listing is published (the
// lifecycle's humanTranslated, 8 → 7). Each save is one transaction with its audit row.
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_ERRORS, consoleSchemas, type ConsolePage, type ListingText, type TranslationItem } from '../../../../src/contract/console-api.js';
import { LANGUAGES } from '../../../../src/contract/constants.js';
import { PUBLISH_STATUS, TRANSLATION_TYPE } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { upsertListingText } from '../../db/listing-text.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { applyListingEvent } from '../../listings/lifecycle.js';
import { sanitizeContent } from '../../listings/sanitize.js';
import { publicDataChanged } from '../../listings/write.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';

/** Constants in the statement: which listings a translator works on. */
const WAITING = `l.status in (${PUBLISH_STATUS.published}, ${PUBLISH_STATUS.translationFailed}) and not l.deleted
  and (select count(*) from listing_texts t where t.listing_id = l.id) < ${LANGUAGES.length}`;

interface TextRow {
  language: string;
  title: string;
  content: string;
  translation_type: number;
}

interface QueueRow {
  id: string;
  module_key: string;
  module_id: number;
  status: number;
  original_language: string;
  updated_at: Date | string;
  texts: TextRow[] | string;
}

const textOf = (t: TextRow): ListingText => ({ language: t.language, title: t.title, content: t.content, translationType: t.translation_type });

function itemOf(r: QueueRow): TranslationItem {
  const texts = typeof r.texts === 'string' ? (JSON.parse(r.texts) as TextRow[]) : r.texts;
  const original = texts.find((t) => t.language === r.original_language);
  const have = new Set(texts.map((t) => t.language));
  return {
    serviceId: r.id,
    module: r.module_key,
    moduleId: r.module_id,
    status: r.status,
    original: original ? textOf(original) : { language: r.original_language, title: '', content: '', translationType: TRANSLATION_TYPE.untranslated },
    translations: texts.filter((t) => t.language !== r.original_language).map(textOf),
    missing: LANGUAGES.filter((l) => !have.has(l)),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const translationQueue: ConsoleHandler<'translationQueue'> = async (raw, ctx): Promise<ConsolePage<TranslationItem>> => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.translationQueue, raw);
  const rows = await ctx.db.query<QueueRow>(
    `select l.id::text as id, l.module_key, l.module_id, l.status, l.original_language, l.updated_at,
       coalesce((select jsonb_agg(jsonb_build_object('language', t.language, 'title', t.title, 'content', t.content, 'translation_type', t.translation_type) order by t.language)
                 from listing_texts t where t.listing_id = l.id), '[]'::jsonb) as texts
     from listings l
     where ${WAITING}
     order by (l.status = ${PUBLISH_STATUS.translationFailed}) desc, l.updated_at, l.id
     limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await ctx.db.query<{ n: number | string }>(`select count(*) as n from listings l where ${WAITING}`, []);
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

/** Languages of `id` with no text, after the save in `q`. */
async function missingOf(q: Queryable, id: string): Promise<string[]> {
  const rows = await q.query<{ language: string }>('select language from listing_texts where listing_id = $1::bigint', [id]);
  const have = new Set(rows.map((r) => r.language));
  return LANGUAGES.filter((l) => !have.has(l));
}

const saveTranslation: ConsoleHandler<'saveTranslation'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // Title and content carry their own length rules (spec §5): longer than parseInput's default.
  const input = parseInput(consoleSchemas.saveTranslation, raw, { ownText: ['title', 'content'] });
  const content = sanitizeContent(input.content);
  const result = await ctx.db.transaction(async (tx) => {
    const [l] = await tx.query<{ status: number; original_language: string }>(
      'select status, original_language from listings where id = $1::bigint and not deleted for update',
      [input.serviceId],
    );
    if (!l) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.listingNotFound);
    // Only what is published or failed translation: a listing on review may still change its text.
    if (l.status !== PUBLISH_STATUS.published && l.status !== PUBLISH_STATUS.translationFailed) throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.listingState);
    if (l.original_language === input.language) throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.originalLanguage);
    await upsertListingText(tx, { listingId: input.serviceId, language: input.language, title: input.title, content, translationType: TRANSLATION_TYPE.human });
    const missing = await missingOf(tx, input.serviceId);
    let status: number = l.status;
    if (status === PUBLISH_STATUS.translationFailed && missing.length === 0) {
      status = (await applyListingEvent(tx, input.serviceId, 'humanTranslated', { kind: 'operator', id: operator.operatorId })).to;
    }
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'translation.save',
      target: `listing:${input.serviceId}`,
      detail: { language: input.language, ...(status !== l.status ? { from: l.status, to: status } : {}) },
    }, ctx.now);
    return { serviceId: input.serviceId, language: input.language, status, missing };
  });
  // After the commit: the details in that language show the translation from the next read on.
  await publicDataChanged(ctx);
  return result;
};

export const TRANSLATION_CALLS = { translationQueue, saveTranslation };
