// getShareProfile (spec §2 /discover otherShare's header): a live user's counts — published
// posts, whom they follow, their fans, the kudos their published posts received — and the
// caller's isFocus / isMine (0 for a visitor). A suspended or unknown user is 4404.
import type { ShareProfile } from '../../../src/contract/types/discover.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import { shareProfileSchema } from '../../../src/contract/validation/discover.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { notFound } from './access.js';
import { authorColumns, authorOf, liveUser, type AuthorRow } from './author.js';
import { viewerOf } from './caller.js';
import { fansCountSql, postCountSql } from './follow-rows.js';

interface ProfileRow extends AuthorRow {
  post_num: number | string;
  focus_num: number | string;
  fans_num: number | string;
  kudos_num: number | string;
  is_focus: boolean;
}

export const getShareProfile: Handler = async (input, ctx) => {
  const { userId } = parseInput(shareProfileSchema, input);
  const viewerId = viewerOf(ctx);
  const [r] = await ctx.db.query<ProfileRow>(
    `select ${authorColumns('u')}, ${postCountSql('u')} as post_num, ${fansCountSql('u')} as fans_num,
       (select count(*) from user_follows fo where fo.follower_id = u.id) as focus_num,
       (select coalesce(sum(ks.kudos_num), 0) from shares ks where ks.user_id = u.id and ks.status = ${SHARE_STATUS.published} and not ks.deleted) as kudos_num,
       exists (select 1 from user_follows vf where vf.follower_id = $2::text and vf.followee_id = u.id) as is_focus
     from users u where u.id = $1 and ${liveUser('u')}`,
    [userId, viewerId],
  );
  if (!r) throw notFound();
  const reply: ShareProfile = {
    ...authorOf(r),
    postNum: Number(r.post_num), focusNum: Number(r.focus_num), fansNum: Number(r.fans_num), kudosNum: Number(r.kudos_num),
    isFocus: r.is_focus ? 1 : 0, isMine: viewerId === r.user_id ? 1 : 0,
  };
  return okReply(reply);
};
