// Publish cases of one module (spec §7 uploadImg, updateXxx, getMineDetail; rules spec §5, §6):
// a real PNG upload, a new listing, the owner's view, an edit, and the refusals (logged out, too
// short a title, no publish chances left, someone else's listing or picture, too many countries or
// labels).
import sharp from 'sharp';
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { translate } from '../../../examples/server/http/messages.js';
import { approveListing } from '../../server/listings/fixtures.js';
import { LABEL_ROWS } from '../../../examples/server/seed/data/labels.js';
import { MEMBERSHIP_MODULES } from '../../../examples/server/payments/membership-modules.js';
import { AUDIT_STATUS, PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { PublishReply } from '../../../src/contract/types/publish.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { ListingModule } from '../../../src/modules/index.js';
import { data, endpointName, ok, type Case } from '../support/cases.js';
import { searchToken, uploadPicture } from '../support/payloads.js';
import { SHAPES } from '../support/shapes.js';
import { pngBlob, type ContractClient } from '../support/world.js';
import { detailFields, need, preparePayload, PUBLISHER, runOf, targetOf, type ListingState, type LW } from './listing-state.js';

type C = Case<ListingState>;
type Row = Record<string, unknown>;

/** A word only the two-country listing carries. */
const MULTI_TOKEN = 'zqmulticontract';

const payloadOf = (w: LW, m: ListingModule) => need(runOf(w, m).payload, `${m.key} payload`);
const editOf = (w: LW, m: ListingModule) => ({ ...payloadOf(w, m), serviceId: targetOf(w, m).serviceId, [m.idField]: targetOf(w, m).serviceId });

/** The owner's view carries the payload back for the edit form (spec §3 "Own-listing detail adds ..."). */
function checkOwnView(m: ListingModule, mine: Row, w: LW): void {
  const payload = payloadOf(w, m);
  const run = runOf(w, m);
  const required = [...detailFields(m), ...m.columns, ...m.attrs.map((a) => a.name), m.idField, 'serviceId', 'areaIds', 'labelIds', 'tagId', 'status', 'auditStatus', 'reviewReason'];
  expect(Object.keys(mine)).toEqual(expect.arrayContaining([...new Set(required)]));
  expect(mine).toMatchObject({
    title: payload.title, tagId: need(run.choices, 'choices').tagId, labelIds: payload.labelIds, areaIds: ['CIV'],
    cityId: payload.cityId, status: PUBLISH_STATUS.published, auditStatus: AUDIT_STATUS.passed, reviewReason: '', languageId: 'fr',
    fileList: [{ imgPath: run.imgPath, sort: 0 }],
  });
  // Every module column and attr comes back as it was sent.
  for (const f of [...m.columns, ...m.attrs.map((a) => a.name)]) expect({ [f]: mine[f] }).toEqual({ [f]: payload[f] });
}

export function MODULE_PUBLISH_CASES(m: ListingModule): C[] {
  const update = endpointName(need(m.endpoints.update ?? undefined, `${m.key} update`));
  const mineDetail = endpointName(need(m.endpoints.mineDetail ?? undefined, `${m.key} mine detail`));
  const mine = (w: LW) => w.caller('member').then((c) => ok<Row>(c, mineDetail, { serviceId: targetOf(w, m).serviceId }));
  /** Appended to the title by the edit (the search word stays). */
  const edited = '(modifiée)';
  const needsBenefit = MEMBERSHIP_MODULES.has(m.moduleId);
  const cases: C[] = [
    {
      endpoint: 'uploadImg', kind: 'happy', name: `${m.key}: a real PNG`, as: 'member',
      send: (c) => uploadPicture(c, m, pngBlob(), `${m.key}.png`),
      expect: {
        code: 200, shape: SHAPES.upload,
        check: async (r, w) => {
          const imgPath = String(data<{ imgPath: string }[]>(r)[0]!.imgPath);
          expect(imgPath).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]+\.png$/);
          // The server stores the picture re-encoded (never the uploaded bytes): the same pixels come back.
          const served = await fetch(w.rig.baseUrl + imgPath);
          expect(served.status).toBe(200);
          const pixels = (b: ArrayBuffer) => sharp(Buffer.from(b)).raw().toBuffer();
          expect(await pixels(await served.arrayBuffer())).toEqual(await pixels(await pngBlob().arrayBuffer()));
          runOf(w, m).imgPath = imgPath;
        },
      },
    },
    {
      endpoint: update, kind: 'happy', name: `${m.key}: publish a new listing`, as: 'member', language: 'fr',
      // A module that needs a membership benefit (recruitment: publish_jobs, spec §6): this world's
      // member gets a package that includes it, so every module runs the same cases.
      ...(needsBenefit ? { before: async (w: LW) => { await w.db.query('update member_levels set publish_jobs = true where id = $1', [SEED_USERS.member.memberLevelId]); } } : {}),
      body: (w) => preparePayload(w, m),
      expect: {
        code: 200, shape: SHAPES.publish,
        check: async (r, w) => {
          const run = runOf(w, m);
          const choices = need(run.choices, 'choices');
          run.target = { serviceId: data<PublishReply>(r).serviceId, esInfoId: '', title: String(payloadOf(w, m).title), tagId: choices.parentTagId, otherTagId: choices.otherTagId };
          // On review first (spec §4 4); the operator approves it, so the cases below find it published.
          expect(await mine(w)).toMatchObject({ status: PUBLISH_STATUS.onReviewFirst, auditStatus: AUDIT_STATUS.waiting, reviewReason: '' });
          await approveListing(w.db, run.target.serviceId, w.rig.services);
        },
      },
    },
    {
      endpoint: mineDetail, kind: 'happy', name: `${m.key}: the owner's view`, as: 'member', body: (w) => ({ serviceId: targetOf(w, m).serviceId }),
      expect: {
        code: 200, shape: SHAPES.ownListingExtras,
        check: (r, w) => {
          checkOwnView(m, r.customData, w);
          // Goods are also addressed by esInfoId (spec §2 /index): the following cases use it.
          if (m.esInfoId) targetOf(w, m).esInfoId = String(need(r.customData.esInfoId || undefined, 'esInfoId'));
        },
      },
    },
    {
      endpoint: update, kind: 'happy', name: `${m.key}: edit it`, as: 'member',
      body: (w) => ({ ...editOf(w, m), title: `${String(payloadOf(w, m).title)} ${edited}` }),
      expect: {
        code: 200, shape: SHAPES.publish,
        check: async (r, w) => {
          const t = targetOf(w, m);
          expect(data<PublishReply>(r).serviceId).toBe(t.serviceId);
          const title = `${String(payloadOf(w, m).title)} ${edited}`;
          // An edit of a published listing is reviewed again (spec §4 5), then approved.
          expect(await mine(w)).toMatchObject({ title, status: PUBLISH_STATUS.onReview, auditStatus: AUDIT_STATUS.waiting });
          await approveListing(w.db, t.serviceId, w.rig.services);
          t.title = title;
          payloadOf(w, m).title = title;
        },
      },
    },
    {
      endpoint: mineDetail, kind: 'happy', name: `${m.key}: a language with no text yet (empty, spec §2)`, as: 'member',
      body: (w) => ({ serviceId: targetOf(w, m).serviceId, languageId: 'en' }),
      expect: { code: 200, check: (r) => expect(r.customData).toMatchObject({ languageId: 'en', title: '', content: '' }) },
    },
    { endpoint: mineDetail, kind: 'bad', name: `${m.key}: logged out`, body: (w) => ({ serviceId: targetOf(w, m).serviceId }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
    { endpoint: mineDetail, kind: 'bad', name: `${m.key}: someone else's listing`, as: 'seller', language: 'fr', body: (w) => ({ serviceId: targetOf(w, m).serviceId }), expect: { code: 4403, key: 'errors.notYourListing' } },
    { endpoint: mineDetail, kind: 'bad', name: `${m.key}: unknown languageId`, as: 'member', body: (w) => ({ serviceId: targetOf(w, m).serviceId, languageId: 'de' }), expect: { code: 4422, key: MSG.checkWarning } },
    { endpoint: update, kind: 'bad', name: `${m.key}: logged out`, body: (w) => payloadOf(w, m), expect: { code: 4001, key: 'errors.notLoggedIn' } },
    { endpoint: update, kind: 'bad', name: `${m.key}: title too short`, as: 'member', language: 'fr', body: (w) => ({ ...payloadOf(w, m), title: 'ab' }), expect: { code: 4422, key: MSG.titleLength } },
    needsBenefit ? {
      // Without a membership no package helps: the membership centre, not "kept as not paid" (spec §6).
      endpoint: update, kind: 'bad', name: `${m.key}: a non-member is asked for a membership`, as: 'personal', language: 'cn',
      body: (w) => ({ ...payloadOf(w, m), userId: SEED_USERS.personal.id, fileList: [] }),
      expect: { code: 4402, key: 'errors.authorityInsufficient' },
    } : {
      endpoint: update, kind: 'happy', name: `${m.key}: no publish chances left (non-member with 3 listings): kept as not paid`, as: 'personal', language: 'cn',
      before: async (w) => {
        const [row] = await w.db.query<{ n: number }>('select count(*)::int as n from listings where user_id = $1 and module_key = $2 and not deleted', [SEED_USERS.personal.id, m.key]);
        expect(Number(row!.n), 'seed gives the personal user 3+ listings per module').toBeGreaterThanOrEqual(3);
        // A picture of her own (the member's payload names the member's upload).
        await w.db.query("insert into uploads (user_id, path, mime, bytes) values ($1, $2, 'image/png', 100) on conflict do nothing", [SEED_USERS.personal.id, `/uploads/2026-11/quota-${m.key}.png`]);
      },
      body: (w) => ({ ...payloadOf(w, m), userId: SEED_USERS.personal.id, fileList: [{ imgPath: `/uploads/2026-11/quota-${m.key}.png`, sort: 0 }] }),
      expect: { code: 200, shape: SHAPES.publish, check: (r) => expect((r.customData as { status: number }).status).toBe(0) },
    },
    { endpoint: update, kind: 'bad', name: `${m.key}: someone else's listing`, as: 'seller', body: (w) => ({ ...editOf(w, m), userId: SEED_USERS.seller.id }), expect: { code: 4403, key: 'errors.notYourListing' } },
    {
      endpoint: update, kind: 'bad', name: `${m.key}: a picture the member did not upload`, as: 'member',
      body: (w) => ({ ...payloadOf(w, m), fileList: [{ imgPath: `/uploads/seed/listings/${m.key}-1.png`, sort: 0 }] }),
      expect: { code: 4422, key: MSG.choose },
    },
  ];
  // spec §5 "most tags": one label more than the module allows (when the seed has that many).
  if (LABEL_ROWS.filter((l) => l.moduleKey === m.key).length > m.labelLimit) {
    cases.push({
      endpoint: update, kind: 'bad', name: `${m.key}: more than ${m.labelLimit} labels`, as: 'member', language: 'fr',
      body: (w) => ({ ...payloadOf(w, m), labelIds: need(runOf(w, m).choices, 'choices').allLabelIds.slice(0, m.labelLimit + 1) }),
      expect: { code: 4422, message: (lang) => translate(MSG.mostTags, lang, { max: m.labelLimit }) },
    });
  }
  if (m.key === 'land') cases.push(...multiCountryCases(m, update, mineDetail));
  return cases;
}

/** Spec §4/§5 multi-country publish: up to releaseAreaNum countries (the member has 3), city cleared. */
function multiCountryCases(m: ListingModule, update: C['endpoint'], mineDetail: C['endpoint']): C[] {
  const countries = (w: LW, areaIds: string[]) => ({ ...payloadOf(w, m), title: `Terrain ${MULTI_TOKEN} vendu dans ${areaIds.length} pays`, areaIds, areaId: areaIds.join(','), cityId: null });
  const search = endpointName(m.endpoints.search);
  /** A visitor in Senegal (metaData.areaId SEN): lists show the listings of the caller's country. */
  const inSenegal = async (_w: LW, c: ContractClient) => { c.session.areaId = 'SEN'; };
  const count = (n: number) => (r: { customData: { totalCount: number } }) => expect(r.customData.totalCount).toBe(n);
  return [
    {
      endpoint: update, kind: 'happy', name: `${m.key}: two countries, no city`, as: 'member', body: (w) => countries(w, ['CIV', 'SEN']),
      expect: {
        code: 200,
        check: async (r, w) => {
          const own = await ok<Row>(await w.caller('member'), mineDetail, { serviceId: data<PublishReply>(r).serviceId });
          expect(own).toMatchObject({ areaIds: ['CIV', 'SEN'], cityId: null, status: PUBLISH_STATUS.onReviewFirst });
          await approveListing(w.db, data<PublishReply>(r).serviceId, w.rig.services);
          expect((own.countryNameAreaIdVOS as { areaId: string }[]).map((c) => c.areaId)).toEqual(['CIV', 'SEN']);
        },
      },
    },
    { endpoint: search, kind: 'happy', name: `${m.key}: a visitor in Senegal finds the two-country listing`, as: 'visitor-sen', before: inSenegal, body: () => ({ page: { index: 1, size: 10 }, keyWords: MULTI_TOKEN }), expect: { code: 200, check: count(1) } },
    { endpoint: search, kind: 'happy', name: `${m.key}: a visitor in Senegal does not see the Ivory Coast one`, as: 'visitor-sen', before: inSenegal, body: () => ({ page: { index: 1, size: 10 }, keyWords: searchToken(m.key) }), expect: { code: 200, check: count(0) } },
    {
      endpoint: update, kind: 'bad', name: `${m.key}: more countries than releaseAreaNum (${PUBLISHER.releaseAreaNum})`, as: 'member', language: 'cn',
      body: (w) => countries(w, ['CIV', 'SEN', 'CMR', 'GHA']), expect: { code: 4422, key: MSG.exceed },
    },
  ];
}
