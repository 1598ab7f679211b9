// Contract cases of discover (spec §2 /discover findPage, share, posts, myShare, myCollection,
// otherShare; /common myFans, myFocus, focus; endpoints/discover.ts): the real client against the
// reference server, played in order on the seed (seed/insert-discover.ts). u-buyer releases a
// post (refused first for a sensitive word), edits it and finally deletes it; u-member comments,
// gives kudos, keeps a favourite, reports and follows; the lists and the profile are read.
import { expect } from 'vitest';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { Reply } from '../../../src/contract/envelope.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type {
  CommentCountReply, FocusReply, FollowUser, KudosReply, ShareComment, SharePost, ShareProfile, ShareReleaseReply,
} from '../../../src/contract/types/discover.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';
import type { World } from '../support/world.js';

export interface DiscoverState {
  shareId?: string;
  commentId?: string;
}
export const newDiscoverState = (): DiscoverState => ({});
type W = World<DiscoverState>;
type C = Case<DiscoverState>;

const CONTENT = 'Je vends des pagnes wax au marché de Treichville, passez nous voir samedi !';

const author = {
  userId: S.string, userMq: S.string, petName: S.string, avatarPath: S.string, accountType: S.number, entName: S.string,
};
const yesNo = S.literal(0, 1);
const postShape = shapeOf<SharePost>()({
  ...author, shareId: S.string, content: S.string, imgList: S.array(S.object({ imgPath: S.string })), hashtags: S.array(S.string),
  listing: S.nullable(S.object({ moduleId: S.number, serviceId: S.string, title: S.string, imgPath: S.string, price: S.optional(S.number), priceFlag: S.optional(S.string) })),
  areaId: S.string, releaseTime: S.string, kudosNum: S.number, commentNum: S.number, isKudos: yesNo, isFavorite: yesNo, isFocus: yesNo,
  isMine: yesNo, status: S.literal(...Object.values(SHARE_STATUS)), reason: S.string,
});
const pageOf = (item: ReturnType<typeof S.object>, min = 0) => S.object({ totalCount: S.number, resultList: S.array(item, min) });
const commentShape = shapeOf<ShareComment>()({
  ...author, commentId: S.string, shareId: S.string, content: S.string, time: S.string, replyToCommentId: S.string, replyToName: S.string, isMine: yesNo,
});
const followShape = shapeOf<FollowUser>()({ ...author, isFocus: yesNo, postNum: S.number, fansNum: S.number });

/** The refusal's issues as path:key. */
const issues = (r: Reply<unknown>): string[] => ((r.customData as { issues?: { path: string; key: string }[] } | null)?.issues ?? []).map((i) => `${i.path}:${i.key}`);

const released = (w: W): string => {
  if (!w.state.shareId) throw new Error('the post is released by an earlier case');
  return w.state.shareId;
};
/** The seed's most recent published post of `userId`. */
const seedPost = async (w: W, userId: string): Promise<string> =>
  (await w.db.query<{ id: string }>('select id from shares where user_id = $1 and status = 2 and not deleted order by released_at desc limit 1', [userId]))[0]!.id;

export const DISCOVER_CASES: readonly C[] = [
  // ——— The feed ———
  {
    endpoint: 'searchShares', kind: 'happy', name: 'a visitor reads the recommended tab', language: 'fr',
    body: () => ({ tab: 'recommended', page: { index: 1, size: 10 } }),
    expect: {
      code: 200, shape: pageOf(postShape, 5),
      check: (r) => {
        const page = data<SearchReply<SharePost>>(r);
        expect(page.resultList.every((p) => p.status === SHARE_STATUS.published && p.isMine === 0 && p.isKudos === 0)).toBe(true);
      },
    },
  },
  { endpoint: 'searchShares', kind: 'bad', name: 'a tab that does not exist', language: 'cn', body: () => ({ tab: 'nearby' }), expect: { code: 4422, key: MSG.choose } },

  // ——— u-buyer's post ———
  {
    endpoint: 'releaseShare', kind: 'bad', name: 'a sensitive word in the text', as: 'buyer', language: 'fr',
    body: () => ({ content: 'Attention, ceci est une arnaque bien connue au marché.', hashtags: ['Abidjan'] }),
    expect: {
      code: 4422, key: MSG.sensitiveWords,
      check: (r) => {
        expect(issues(r)).toEqual([`content:${MSG.sensitiveWords}`]);
        expect((r.customData as { sensitiveWords: string[] }).sensitiveWords).toEqual(['arnaque']);
      },
    },
  },
  {
    endpoint: 'releaseShare', kind: 'happy', name: 'a post with hashtags goes to review', as: 'buyer', language: 'fr',
    body: () => ({ content: CONTENT, imgList: [], hashtags: ['#Abidjan', 'pagne'], listing: null }),
    expect: {
      code: 200, shape: shapeOf<ShareReleaseReply>()({ shareId: S.string, status: S.literal(SHARE_STATUS.reviewing) }),
      check: (r, w) => { w.state.shareId = data<ShareReleaseReply>(r).shareId; },
    },
  },
  {
    endpoint: 'updateShare', kind: 'bad', name: "someone else's post", as: 'member', language: 'fr',
    body: (w) => ({ shareId: released(w), content: CONTENT }),
    expect: { code: 4403, key: 'validation.notAllowed' },
  },
  {
    endpoint: 'updateShare', kind: 'happy', name: 'the author edits: back to review', as: 'buyer',
    body: (w) => ({ shareId: released(w), content: `${CONTENT} Nouveaux modèles.`, hashtags: ['pagne'] }),
    expect: {
      code: 200, shape: shapeOf<ShareReleaseReply>()({ shareId: S.string, status: S.literal(SHARE_STATUS.reviewing) }),
      // What the console's approval does (not the app's call): the post is published from here on.
      check: async (_r, w) => { await w.db.query('update shares set status = 2, released_at = now() where id = $1', [released(w)]); },
    },
  },
  {
    endpoint: 'getShareDetail', kind: 'happy', name: 'a visitor reads the published post', language: 'fr',
    body: (w) => ({ shareId: released(w) }),
    expect: { code: 200, shape: postShape, check: (r) => expect(data<SharePost>(r)).toMatchObject({ userId: 'u-buyer', hashtags: ['pagne'], isMine: 0 }) },
  },
  { endpoint: 'getShareDetail', kind: 'bad', name: 'a post that does not exist', language: 'cn', body: () => ({ shareId: 'sh999999' }), expect: { code: 4404, key: 'errors.notFound' } },

  // ——— Comments ———
  {
    endpoint: 'addComment', kind: 'happy', name: 'u-member comments', as: 'member',
    body: (w) => ({ shareId: released(w), content: 'Très jolis pagnes !' }),
    expect: { code: 200, shape: commentShape, check: (r, w) => { w.state.commentId = data<ShareComment>(r).commentId; } },
  },
  { endpoint: 'addComment', kind: 'bad', name: 'a visitor', body: (w) => ({ shareId: released(w), content: 'Bonjour' }), expect: { code: 4001 } },
  {
    endpoint: 'getComments', kind: 'happy', name: 'the post\'s comments newest first', language: 'fr',
    body: (w) => ({ shareId: released(w) }),
    expect: { code: 200, shape: pageOf(commentShape, 1), check: (r, w) => expect(data<SearchReply<ShareComment>>(r).resultList[0]!.commentId).toBe(w.state.commentId) },
  },
  { endpoint: 'getComments', kind: 'bad', name: 'a malformed post id', body: () => ({ shareId: 'abc' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'deleteComment', kind: 'bad', name: "someone else's comment", as: 'buyer', language: 'fr',
    body: (w) => ({ commentId: w.state.commentId }),
    expect: { code: 4403, key: 'validation.notAllowed' },
  },
  {
    endpoint: 'deleteComment', kind: 'happy', name: 'its author removes it', as: 'member',
    body: (w) => ({ commentId: w.state.commentId }),
    expect: { code: 200, shape: shapeOf<CommentCountReply>()({ commentNum: S.number }), check: (r) => expect(data<CommentCountReply>(r).commentNum).toBe(0) },
  },

  // ——— Kudos, favourites, reports ———
  {
    endpoint: 'kudosShare', kind: 'happy', name: 'u-member gives kudos', as: 'member',
    body: (w) => ({ shareId: released(w), kudos: 1 }),
    expect: { code: 200, shape: shapeOf<KudosReply>()({ kudosNum: S.number, isKudos: yesNo }), check: (r) => expect(data<KudosReply>(r)).toEqual({ kudosNum: 1, isKudos: 1 }) },
  },
  { endpoint: 'kudosShare', kind: 'bad', name: 'neither 0 nor 1', as: 'member', body: (w) => ({ shareId: released(w), kudos: 5 }), expect: { code: 4422 } },
  { endpoint: 'favoriteShare', kind: 'happy', name: 'u-member keeps the post', as: 'member', body: (w) => ({ shareId: released(w), favorite: 1 }), expect: { code: 200, shape: S.null } },
  { endpoint: 'favoriteShare', kind: 'bad', name: 'a post that does not exist', as: 'member', language: 'fr', body: () => ({ shareId: 'sh999999', favorite: 1 }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'getShareFavorites', kind: 'happy', name: 'u-member\'s collection', as: 'member',
    expect: { code: 200, shape: pageOf(postShape, 1), check: (r, w) => expect(data<SearchReply<SharePost>>(r).resultList.map((p) => p.shareId)).toEqual([released(w)]) },
  },
  { endpoint: 'getShareFavorites', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  { endpoint: 'reportShare', kind: 'happy', name: 'u-member reports a post', as: 'member', body: (w) => ({ shareId: released(w), reason: 'spam', text: 'Publicité' }), expect: { code: 200, shape: S.null } },
  {
    endpoint: 'reportShare', kind: 'bad', name: 'one\'s own post', as: 'buyer', language: 'fr',
    body: (w) => ({ shareId: released(w), reason: 'spam' }),
    expect: { code: 4422, key: MSG.checkWarning, check: (r) => expect(issues(r)).toEqual([`shareId:${MSG.checkWarning}`]) },
  },

  // ——— Follows and the profile ———
  {
    endpoint: 'focusUser', kind: 'happy', name: 'u-member follows u-buyer', as: 'member',
    body: () => ({ focusUserId: 'u-buyer', focus: 1 }),
    expect: { code: 200, shape: shapeOf<FocusReply>()({ fansNum: S.number, isFocus: yesNo }), check: (r) => expect(data<FocusReply>(r)).toEqual({ fansNum: 1, isFocus: 1 }) },
  },
  {
    endpoint: 'focusUser', kind: 'bad', name: 'following again: Already followed', as: 'member', language: 'fr',
    body: () => ({ focusUserId: 'u-buyer', focus: 1 }),
    expect: { code: 4422, key: MSG.alreadyFollowed, check: (r) => expect(issues(r)).toEqual([`focusUserId:${MSG.alreadyFollowed}`]) },
  },
  {
    endpoint: 'getShareProfile', kind: 'happy', name: 'u-buyer\'s page header', language: 'fr',
    body: () => ({ userId: 'u-buyer' }),
    expect: {
      code: 200,
      shape: shapeOf<ShareProfile>()({ ...author, postNum: S.number, focusNum: S.number, fansNum: S.number, kudosNum: S.number, isFocus: yesNo, isMine: yesNo }),
      check: (r) => expect(data<ShareProfile>(r)).toMatchObject({ userId: 'u-buyer', fansNum: 1, focusNum: 2, isMine: 0, isFocus: 0 }),
    },
  },
  { endpoint: 'getShareProfile', kind: 'bad', name: 'a user that does not exist', body: () => ({ userId: 'u-nobody' }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'getFocusList', kind: 'happy', name: 'whom u-buyer follows, newest first', as: 'buyer',
    expect: { code: 200, shape: pageOf(followShape, 2), check: (r) => expect(data<SearchReply<FollowUser>>(r).resultList.map((f) => f.userId)).toEqual(['u-seller', 'u-enterprise']) },
  },
  { endpoint: 'getFocusList', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  {
    endpoint: 'getFansList', kind: 'happy', name: 'u-buyer\'s fans', as: 'buyer',
    expect: { code: 200, shape: pageOf(followShape, 1), check: (r) => expect(data<SearchReply<FollowUser>>(r).resultList.map((f) => [f.userId, f.isFocus])).toEqual([['u-member', 0]]) },
  },
  { endpoint: 'getFansList', kind: 'bad', name: 'page 0', as: 'buyer', body: () => ({ page: { index: 0 } }), expect: { code: 4422 } },
  {
    endpoint: 'getSuggestedUsers', kind: 'happy', name: 'people u-personal does not follow yet', as: 'personal',
    expect: {
      code: 200, shape: pageOf(followShape, 1),
      check: (r) => {
        const ids = data<SearchReply<FollowUser>>(r).resultList.map((f) => f.userId);
        expect(ids).not.toContain('u-personal');
        expect(ids).toContain('u-member');
      },
    },
  },
  { endpoint: 'getSuggestedUsers', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },

  // ——— The end of u-buyer's post ———
  {
    endpoint: 'deleteShare', kind: 'happy', name: 'the author deletes it', as: 'buyer',
    body: (w) => ({ shareId: released(w) }),
    expect: {
      code: 200, shape: S.null,
      check: async (_r, w) => {
        const page = await w.db.query<{ deleted: boolean }>('select deleted from shares where id = $1', [released(w)]);
        expect(page[0]!.deleted).toBe(true);
        expect(await seedPost(w, 'u-seller')).toMatch(/^sh/);
      },
    },
  },
  { endpoint: 'deleteShare', kind: 'bad', name: 'already deleted', as: 'buyer', language: 'fr', body: (w) => ({ shareId: released(w) }), expect: { code: 4404, key: 'errors.notFound' } },
];
