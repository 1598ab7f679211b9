// The feed screens through the real shell (tests/unit/harness/open-route.ts) with a fake API:
// a kudos refused by the server is rolled back, a visitor's following tab asks nothing, a post the
// package does not allow asks spec §8's membership confirm.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../../src/contract/endpoints.js';
import type { SharePost } from '../../../../../src/contract/types/discover.js';
import { click, flush, until } from '../../../ui/render.js';
import { closeAll, openRoute } from '../../../harness/open-route.js';

vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => import('../../../../../src/screens/discover/index.js'), 120_000);
afterEach(closeAll);

const post = (extra: Partial<SharePost> = {}): SharePost => ({
  shareId: 'sh1', userId: 'u-2', userMq: 'mq-2', petName: 'Awa', avatarPath: '', accountType: 2, entName: 'Awa SARL',
  content: 'Vente de pagnes wax au marché de Cocody, arrivage de la semaine.', imgList: [{ imgPath: '/p/1.jpg' }, { imgPath: '/p/2.jpg' }],
  hashtags: ['Abidjan'], listing: null, areaId: 'CIV', releaseTime: '2026-11-27T10:00:00Z', kudosNum: 4, commentNum: 2,
  isKudos: 0, isFavorite: 0, isFocus: 0, isMine: 0, status: 2, reason: '', ...extra,
});
const search = ENDPOINTS.searchShares.path;

describe('findPage', () => {
  it('shows a card (enterprise name, hashtag link, pictures) and rolls a refused kudos back', async () => {
    const page = await openRoute('/discover/findPage', {
      userId: 'u-1',
      answers: {
        [search]: { totalCount: 1, resultList: [post()] },
        [ENDPOINTS.kudosShare.path]: () => ({ code: 4403, message: 'refused', customData: null }),
      },
      ready: 'article[data-share-id=sh1]',
    });
    expect(page.callsTo(search)[0]!.body).toEqual({ tab: 'recommended', page: { index: 1, size: 10 } });
    const card = page.$('article[data-share-id=sh1]');
    expect(card.querySelector('.mkt-dc-name')!.textContent).toBe('Awa SARL');
    expect(card.querySelector('[data-hashtag=Abidjan]')!.getAttribute('href')).toBe('/discover/findPage?hashtag=Abidjan');
    expect(card.querySelectorAll('.mkt-dc-pic')).toHaveLength(2);
    const kudos = card.querySelector('[data-act=kudos]')!;
    await click(kudos);
    await until(() => expect(page.callsTo(ENDPOINTS.kudosShare.path)).toHaveLength(1));
    expect(page.callsTo(ENDPOINTS.kudosShare.path)[0]!.body).toEqual({ shareId: 'sh1', kudos: 1 });
    await until(() => expect(kudos.getAttribute('aria-pressed')).toBe('false'));
    expect(kudos.querySelector('[data-count]')!.textContent).toBe('4');
  });

  it('a visitor on the following tab is asked to log in and nothing is asked of the server', async () => {
    const page = await openRoute('/discover/findPage?tab=following', { answers: { [search]: { totalCount: 0, resultList: [] } }, ready: '[data-empty=login]' });
    expect(page.callsTo(search)).toHaveLength(0);
  });

  it('the country tab carries the app country; a hashtag shows its chip', async () => {
    const page = await openRoute('/discover/findPage?tab=country&hashtag=Abidjan', {
      answers: { [search]: { totalCount: 0, resultList: [] } }, ready: '[data-hashtag-filter=Abidjan]',
    });
    await until(() => expect(page.callsTo(search)).toHaveLength(1));
    expect(page.callsTo(search)[0]!.body).toMatchObject({ tab: 'country', areaId: expect.any(String), hashtag: 'Abidjan' });
    await until(() => expect(page.$('[data-empty=hashtag]')).toBeTruthy());
  });
});

describe('kept-alive feed', () => {
  it('shows the kudos and comment counts changed on the post screen, without reloading', async () => {
    const comment = { commentId: 'cm1', shareId: 'sh1', userId: 'u-1', userMq: 'mq-1', petName: 'Kofi', avatarPath: '', accountType: 1, entName: '',
      content: 'Bravo', time: '2026-11-27T10:00:00Z', replyToCommentId: '', replyToName: '', isMine: 1 };
    const page = await openRoute('/discover/findPage', {
      userId: 'u-1',
      answers: {
        [search]: { totalCount: 1, resultList: [post()] },
        [ENDPOINTS.getShareDetail.path]: post(),
        [ENDPOINTS.getComments.path]: { totalCount: 0, resultList: [] },
        [ENDPOINTS.kudosShare.path]: { kudosNum: 5, isKudos: 1 },
        [ENDPOINTS.addComment.path]: comment,
      },
      ready: 'article[data-share-id=sh1]',
    });
    await page.go('/discover/posts?shareId=sh1');
    const inPost = () => page.frame('/discover/posts')!.querySelector('article[data-share-id=sh1]')!;
    await until(() => expect(inPost()).toBeTruthy());
    await click(inPost().querySelector('[data-act=kudos]'));
    await until(() => expect(page.callsTo(ENDPOINTS.kudosShare.path)).toHaveLength(1));
    const box = page.frame('/discover/posts')!.querySelector('textarea')!;
    box.value = 'Bravo';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    await click(page.frame('/discover/posts')!.querySelector('.mkt-dc-box button[type=submit]'));
    await until(() => expect(page.callsTo(ENDPOINTS.addComment.path)).toHaveLength(1));

    await page.go('/discover/findPage');
    const feedCard = page.frame('/discover/findPage')!.querySelector('article[data-share-id=sh1]')!;
    await until(() => expect(feedCard.querySelector('[data-act=kudos] [data-count]')!.textContent).toBe('5'));
    expect(feedCard.querySelector('[data-act=kudos]')!.getAttribute('aria-pressed')).toBe('true');
    expect(feedCard.querySelector('[data-act=comments] [data-count]')!.textContent).toBe('3');
    expect(page.callsTo(search)).toHaveLength(1);
  });
});

describe('posts', () => {
  it('a package without the right asks the membership confirm (spec §8)', async () => {
    const page = await openRoute('/discover/posts?shareId=sh1', {
      userId: 'u-1',
      answers: { [ENDPOINTS.getShareDetail.path]: () => ({ code: 4402, message: 'no', customData: null }) },
      ready: '[data-membership]',
    });
    await until(() => expect(page.dialog()?.message).toBe('errors.authorityInsufficient'));
    page.answer(true);
    await until(() => expect(page.changes.at(-1)![0]).toBe('/usercenter/menberCenter/index'));
  });

  it('an unknown post shows the not-found state', async () => {
    await openRoute('/discover/posts?shareId=sh9', {
      answers: { [ENDPOINTS.getShareDetail.path]: () => ({ code: 4404, message: 'no', customData: null }) },
      ready: '[data-not-found]',
    });
  });
});
