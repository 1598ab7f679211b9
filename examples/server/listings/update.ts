// The publish call of every module (spec §7 "updateXxx"; payloads spec §3; rules spec §5):
// no serviceId = a new listing of the caller (status 4, on review); serviceId = an edit of the
// caller's own listing (back to review: the lifecycle's `edit` event, listing-lifecycle.ts).
// Validated with the module's contract schema (phones checked with the area code of the user's
// country, countries against the user's releaseAreaNum), then every referenced id is checked.
import { CODE } from '../../../src/contract/codes.js';
import { LIMITS } from '../../../src/contract/constants.js';
import { INITIAL_STATUS } from '../../../src/contract/listing-lifecycle.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { editTargetSchema } from '../../../src/contract/validation/listing-requests.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { ListingModule, PublishSchemaFactory } from '../../../src/modules/index.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { checkAttrLookups } from './attr-lookups.js';
import { NOT_FOUND } from './detail.js';
import { parseInput } from '../http/input.js';
import { applyListingEvent, logListingEvent } from './lifecycle.js';
import { checkPublishMembership } from '../payments/membership-modules.js';
import { takePublishPlace } from '../payments/quota.js';
import { loadPublisher, spendsChance } from './publisher.js';
import { toListingWrite, type ListingWrite } from './publish-input.js';
import { checkCity, checkCountries, checkImages, checkLabels, checkLookup, checkTag, type LookupField } from './references.js';
import { insertListing, updateListing, publicDataChanged } from './write.js';
import { findSensitiveWords } from '../words/word-list.js';

/**
 * Texts the publish schema bounds with their own spec §5 message (a 200,000-character title is
 * "title length", not "input limit") and whose NUL toListingWrite removes before storing: the
 * input check skips them. Every other string is held to the longest text a payload has.
 */
const ownTexts = (m: ListingModule): string[] => [
  'title', 'content', 'location', 'contacts',
  ...m.attrs.filter((a) => a.kind === 'string' || a.kind === 'date').map((a) => a.name),
];

const LOOKUP_FIELDS: readonly LookupField[] = ['moneyUnitId', 'sizeUnitId', 'billingCycleId'];
const LOOKUP_COLUMN: Readonly<Record<LookupField, string>> = { moneyUnitId: 'money_unit_id', sizeUnitId: 'size_unit_id', billingCycleId: 'billing_cycle_id' };

async function checkReferences(ctx: RequestContext, m: ListingModule, userId: string, w: ListingWrite, kept: readonly string[]) {
  await checkCountries(ctx.db, w.areaIds);
  await checkAttrLookups(ctx.db, m, w.attrs);
  if (w.cityId !== null) await checkCity(ctx.db, w.cityId, w.areaIds[0]!);
  await checkTag(ctx.db, m, w.tagId);
  await checkLabels(ctx.db, m, w.labelIds);
  for (const field of LOOKUP_FIELDS) {
    const id = w.columns[LOOKUP_COLUMN[field]];
    if (m.columns.includes(field) && id != null) await checkLookup(ctx.db, field, id);
  }
  await checkImages(ctx.db, userId, w.images.map((i) => i.imgPath), kept);
}

export function updateHandler(m: ListingModule, schema: PublishSchemaFactory): Handler {
  const editTarget = editTargetSchema(m.idField);
  return async (input: unknown, ctx: RequestContext) => {
    const publisher = await loadPublisher(ctx.db, ctx);
    // releaseAreaNum is NOT given to the schema: with it, the contract refuses an absent areaIds
    // (its default [] counts as zero countries), yet spec §3 lets business/visa send only the
    // comma-joined areaId. chosenCountries() checks the count over either form.
    const publish = schema({ mobileCode: publisher.mobileCode || undefined });
    const value = parseInput(publish, input, { maxLength: LIMITS.contentMax, ownText: ownTexts(m) }) as Record<string, unknown>;
    const editId = parseInput(editTarget, { serviceId: value.serviceId, [m.idField]: value[m.idField] });
    const write = toListingWrite(m, value, publisher.releaseAreaNum, ctx.language);

    let kept: string[] = [];
    // A new listing takes a place; so does an edit that brings a taken-down one back (publisher.ts).
    let spends = !editId;
    if (editId) {
      const [own] = await ctx.db.query<{ user_id: string | null; images: { imgPath: string }[]; status: number }>(
        'select user_id, images, status from listings where id = $1::bigint and module_key = $2 and not deleted',
        [editId, m.key],
      );
      if (!own) throw NOT_FOUND();
      if (own.user_id !== publisher.userId) throw new ReplyError(CODE.FORBIDDEN, 'errors.notYourListing');
      kept = own.images.map((i) => i.imgPath);
      spends = spendsChance(own.status);
    }
    // spec §6: a module that needs a membership refuses a new (or brought back) listing without one.
    if (spends) await checkPublishMembership(ctx.db, publisher.userId, m.moduleId, publisher.now);
    await checkReferences(ctx, m, publisher.userId, write, kept);
    // The word check again (spec §5 "must be edited before continuing"): a client that skipped
    // /common/checkWord, or changed the text after it, is refused with the same message.
    const words = await findSensitiveWords(ctx.db, { title: write.title, content: write.plain, contacts: write.contacts, location: write.location });
    if (words.hits.length > 0) throw new ReplyError(CODE.VALIDATION, MSG.sensitiveWords, { sensitiveWords: words.sensitiveWords, hits: words.hits });

    const actor = { kind: 'user', id: publisher.userId } as const;
    // The quota is decided in the transaction that writes the listing, the user's row locked
    // (payments/quota.ts): two publishes at once cannot both take the last place.
    const saved = await ctx.db.transaction(async (tx) => {
      const place = spends ? await takePublishPlace(tx, publisher.userId, m, publisher.now) : 'free';
      if (!editId) {
        // No place left at submit time (the quota ran out after the form opened, spec §4 gate):
        // the listing is kept as 0 "not paid" rather than lost; the app offers to pay for it.
        const status = place ? INITIAL_STATUS : PUBLISH_STATUS.notPaid;
        const id = await insertListing(tx, m, publisher.userId, write, status);
        await logListingEvent(tx, id, 'create', null, status, actor);
        return { serviceId: id, status };
      }
      // spec §8 "Insufficient publish quota" for bringing a taken-down listing back: the app offers
      // the value-added services list (its edited text is not stored: the form keeps it).
      if (!place) throw new ReplyError(CODE.FORBIDDEN, 'errors.deductionNotEnough');
      // Back to review (spec §4 4 or 5) before the new content is written: the event locks the row
      // and refuses a status the table does not let an edit leave (0 not paid), rolling back both.
      const { to } = await applyListingEvent(tx, editId, 'edit', actor);
      await updateListing(tx, editId, write);
      return { serviceId: editId, status: to };
    });
    // After the commit: an edited listing left the public lists and details until it is approved again.
    await publicDataChanged(ctx);
    return okReply(saved, saved.status === PUBLISH_STATUS.notPaid ? 'errors.savedNotPaid' : 'success');
  };
}
