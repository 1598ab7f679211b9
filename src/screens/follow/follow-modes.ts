// The three people lists of spec §2 /common (myFocus, myFans, focus) as data: one screen and one row
// serve them, differing only by the call, the title, the empty state and the row's button.
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { EndpointLike } from '../../api/index.js';
import type { SearchReply } from '../../contract/types/common.js';
import type { FollowListRequest, FollowUser } from '../../contract/types/discover.js';
import type { MessageKey } from '../../i18n/keys.js';

export type FollowModeName = 'myFocus' | 'myFans' | 'focus';

export interface FollowMode {
  name: FollowModeName;
  title: MessageKey;
  list: EndpointLike<FollowListRequest, SearchReply<FollowUser>>;
  empty: MessageKey;
  /** The empty state links to the people to follow (myFocus: "follow someone first"). */
  emptyLink: boolean;
  /** The button of a row not followed yet ("Follow", or "Follow back" for one's fans). */
  followText: MessageKey;
  /**
   * myFocus: the followed button unfollows (after a confirm) and the row leaves the list; the other
   * lists only follow, and a followed row shows "Following" (spec §8 "Already followed").
   */
  unfollows: boolean;
}

export const FOLLOW_MODES: Readonly<Record<FollowModeName, FollowMode>> = {
  myFocus: {
    name: 'myFocus', title: 'follow.titles.myFocus', list: ENDPOINTS.getFocusList, empty: 'follow.emptyFocus',
    emptyLink: true, followText: 'follow.follow', unfollows: true,
  },
  myFans: {
    name: 'myFans', title: 'follow.titles.myFans', list: ENDPOINTS.getFansList, empty: 'follow.emptyFans',
    emptyLink: false, followText: 'follow.followBack', unfollows: false,
  },
  focus: {
    name: 'focus', title: 'follow.titles.focus', list: ENDPOINTS.getSuggestedUsers, empty: 'follow.emptySuggested',
    emptyLink: false, followText: 'follow.follow', unfollows: false,
  },
};

/** The route's last segment names the mode; an unknown one (never routed here) falls to myFocus. */
export const modeOfPath = (path: string): FollowMode => {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return Object.prototype.hasOwnProperty.call(FOLLOW_MODES, last) ? FOLLOW_MODES[last as FollowModeName] : FOLLOW_MODES.myFocus;
};
