// A new listing the server kept as 0 "not paid" (PublishReply.status): no posting chance was left
// when it was sent. The reply is read as such (savedOutcomeOf), the word check's save asks nothing
// when checkRelease already says no chance is left (nothing will be spent), and the screen says
// what happened in place of the check, with "pay for this ad" (/common/publishPay with serviceId and
// moduleId; its price from the caller's price list), the packages, and "later" (publish
// management); the draft is gone, the listing being stored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_ENDPOINTS as C } from '../../../../src/contract/endpoints/commons.js';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { USERCENTER_ENDPOINTS as U } from '../../../../src/contract/endpoints/usercenter.js';
import { MODULES } from '../../../../src/modules/registry.js';
import { publishPayPath, savedOutcomeOf } from '../../../../src/screens/publish/use-save-listing.js';
import type { UserAllInfo } from '../../../../src/stores/app-stores.js';
import { closeAll, openRoute, settle } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

describe('savedOutcomeOf', () => {
  it('reads status 0 as kept not paid, any other status (or none) as saved', () => {
    expect(savedOutcomeOf({ serviceId: '77', status: 0 })).toEqual({ kind: 'notPaid', serviceId: '77' });
    expect(savedOutcomeOf({ serviceId: '77', status: 4 })).toEqual({ kind: 'saved', serviceId: '77' });
    expect(savedOutcomeOf({ serviceId: 78 })).toEqual({ kind: 'saved', serviceId: '78' });
    expect(savedOutcomeOf(null, '9')).toEqual({ kind: 'saved', serviceId: '9' });
    expect(savedOutcomeOf({ status: '0' }, '9')).toEqual({ kind: 'saved', serviceId: '9' });
  });

  it('pays on /common/publishPay with serviceId and moduleId, coming back to publish management', () => {
    expect(publishPayPath(MODULES.business, '7 7')).toBe('/common/publishPay?serviceId=7%207&moduleId=10&from=%2Fcommon%2FpublishManage%3FmoduleId%3D10');
  });
});

const USER: UserAllInfo = { avatarPath: '', areaId: 'CIV', petName: 'Awa', accountType: 1, mobileCode: '225', releaseAreaNum: 1 } as UserAllInfo;
const E = MODULES.business.endpoints;

/** The word check of a business draft, the module's publish route opened (and left) first. */
async function checkWord(answers: Record<string, unknown>) {
  const s = await openRoute('/business/publish', {
    userId: 'u1', userAllInfo: USER, ready: 'input[name="title"]',
    answers: {
      [C.checkReleaseNum.path]: { hasReleaseNum: true },
      [ENDPOINTS.getUserInfo.path]: USER,
      [C.getMineReleaseAbility.path]: { releaseAreaNum: 1 },
      [E.tags.path]: [{ id: 1, name: 'Conseil' }],
    },
  });
  await s.go('/business/list');
  s.stores.publish.write({ userId: 'u1', moduleKey: 'business' }, { title: 'Conseil juridique', content: '<p>Un conseil juridique sérieux à Abidjan</p>' });
  s.answers[C.checkWordAndOriginal.path] = { sensitiveWords: [], hits: [], originalLanguageId: 'fr' };
  Object.assign(s.answers, answers);
  await s.go('/common/checkWord?moduleId=10');
  await settle(() => expect(s.$$('.mkt-pub-bar button').map((b) => b.textContent)).toEqual(['publish.save']));
  return s;
}

describe('a new listing kept as not paid', () => {
  it('with no chance left at the check: saves without asking, then offers to pay or to do it later', async () => {
    const s = await checkWord({
      [C.checkRelease.path]: () => ({ code: 4403, message: 'errors.deductionNotEnough' }),
      [E.update!.path]: () => ({ customData: { serviceId: '77', status: 0 }, message: 'errors.savedNotPaid' }),
      [U.getCommodityList.path]: [
        { commodityId: 1, kind: 'chances', moduleId: 0, memberLevelId: 0, price: 1000 },
        { commodityId: 2, kind: 'publish', moduleId: 0, memberLevelId: 0, price: 500 },
        { commodityId: 3, kind: 'publish', moduleId: 10, memberLevelId: 0, price: 400 },
      ],
    });
    s.click(s.button('publish.save'));
    await settle(() => expect(s.$$('.mkt-pub-unpaid')).toHaveLength(1));
    // Nothing was asked (nothing is spent) and the check's refusal showed nothing either.
    expect(s.dialog()).toBeNull();
    expect(s.callsTo(C.checkRelease.path)[0]!.silent).toBe(true);
    expect(s.callsTo(E.update!.path)).toHaveLength(1);
    expect(s.text('.mkt-pub-unpaid h2')).toBe('publish.notPaid.title');
    expect(document.activeElement).toBe(s.$('.mkt-pub-unpaid h2'));
    expect(s.text('.mkt-pub-unpaid p')).toBe('publish.notPaid.text');
    // This ad's price (the module's own 'publish' package before the general one), next to the packages.
    await settle(() => expect(s.$$('.mkt-pub-unpaid [data-way=pay] [data-price]')).toHaveLength(1));
    expect(s.text('.mkt-pub-unpaid [data-way=pay]')).toBe('publish.notPaid.price400\u00a0FCFA');
    expect(s.callsTo(U.getCommodityList.path)[0]?.body).toEqual({ moduleId: 10 });
    const links = s.$$('.mkt-pub-unpaid a').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      // Every way comes back to publish management after paying.
      ['publish.notPaid.packages', '/usercenter/valueAddedServices/list?from=%2Fcommon%2FpublishManage%3FmoduleId%3D10'],
      ['publish.notPaid.later', '/common/publishManage?moduleId=10'],
      ['publish.notPaid.pay', '/common/publishPay?serviceId=77&moduleId=10&from=%2Fcommon%2FpublishManage%3FmoduleId%3D10'],
    ]);
    // The listing is stored: the draft is gone.
    expect(s.stores.publish.read({ userId: 'u1', moduleKey: 'business' })).toBeNull();
    s.click(s.byText('.mkt-pub-unpaid a', 'publish.notPaid.later'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/common/publishManage?moduleId=10'));
  });

  it('with the last chance taken between the check and the save: the same offer after the confirm', async () => {
    const s = await checkWord({
      [C.checkRelease.path]: { consumes: true, releaseNum: 0 },
      [E.update!.path]: () => ({ customData: { serviceId: '78', status: 0 }, message: 'errors.savedNotPaid' }),
      [U.getCommodityList.path]: [{ commodityId: 1, kind: 'chances', moduleId: 0, memberLevelId: 0, price: 1000 }],
    });
    s.click(s.button('publish.save'));
    await settle(() => expect(s.dialog()?.message).toBe('publish.check.confirmSpend{"n":0}'));
    s.answer(true);
    await settle(() => expect(s.$$('.mkt-pub-unpaid')).toHaveLength(1));
    expect(s.byText('.mkt-pub-unpaid a', 'publish.notPaid.pay').getAttribute('href')).toContain('serviceId=78&moduleId=10');
    // No single-listing package sold: no price, the other ways stay.
    expect(s.$$('.mkt-pub-unpaid [data-way=pay]')).toHaveLength(0);
    expect(s.$$('.mkt-pub-unpaid [data-way=packages] a')).toHaveLength(1);
    expect(s.toasts()).not.toContain('publish.saved');
  });

  it('a listing saved for review still goes to publish management with "saved"', async () => {
    const s = await checkWord({
      [C.checkRelease.path]: { consumes: false, releaseNum: 2 },
      [E.update!.path]: { serviceId: '79', status: 4 },
    });
    s.click(s.button('publish.save'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/common/publishManage?moduleId=10'));
    expect(s.toasts()).toContain('publish.saved');
    expect(s.$$('.mkt-pub-unpaid')).toHaveLength(0);
  });
});
