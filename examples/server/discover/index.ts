// The app's discover calls (spec §2 /discover, /common myFans, myFocus, focus;
// endpoints/discover.ts), in one table for handlers.ts. The console's review and report decisions
// are console calls (console/calls).
import type { HandlerTable } from '../http/handler.js';
import { addComment, deleteComment, getComments } from './comments.js';
import { getShareDetail } from './detail.js';
import { focusUser, getFansList, getFocusList, getSuggestedUsers } from './follow.js';
import { favoriteShare, getShareFavorites, kudosShare } from './kudos.js';
import { getShareProfile } from './profile.js';
import { reportShare } from './report.js';
import { searchShares } from './search.js';
import { deleteShare, releaseShare, updateShare } from './write.js';

export const DISCOVER_HANDLERS: HandlerTable = {
  searchShares: searchShares as HandlerTable['searchShares'],
  getShareDetail: getShareDetail as HandlerTable['getShareDetail'],
  releaseShare: releaseShare as HandlerTable['releaseShare'],
  updateShare: updateShare as HandlerTable['updateShare'],
  deleteShare: deleteShare as HandlerTable['deleteShare'],
  getComments: getComments as HandlerTable['getComments'],
  addComment: addComment as HandlerTable['addComment'],
  deleteComment: deleteComment as HandlerTable['deleteComment'],
  kudosShare: kudosShare as HandlerTable['kudosShare'],
  favoriteShare: favoriteShare as HandlerTable['favoriteShare'],
  getShareFavorites: getShareFavorites as HandlerTable['getShareFavorites'],
  reportShare: reportShare as HandlerTable['reportShare'],
  getShareProfile: getShareProfile as HandlerTable['getShareProfile'],
  focusUser: focusUser as HandlerTable['focusUser'],
  getFocusList: getFocusList as HandlerTable['getFocusList'],
  getFansList: getFansList as HandlerTable['getFansList'],
  getSuggestedUsers: getSuggestedUsers as HandlerTable['getSuggestedUsers'],
};
