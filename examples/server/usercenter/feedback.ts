// Feedback (spec §2 userSetting/feedback; §7 /user/v1/commons/insertUserFeedback): text of at most
// 250 characters (spec §5 free input), up to 6 pictures the caller uploaded (spec §9), optional
// contacts. Limited per user so the inbox cannot be flooded.
import { feedbackRequestSchema } from '../../../src/contract/validation/usercenter.js';
import { parseInput, withoutNul } from '../http/input.js';
import { rateHit } from '../accounts/rate-limit.js';
import { okReply, type Handler } from '../http/handler.js';
import { checkBodyUser } from '../listings/readers.js';
import { requireUser } from './caller.js';
import { USERCENTER_RATES } from './limits.js';
import { checkOwnedUploads } from './owned-uploads.js';

export const insertUserFeedback: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(feedbackRequestSchema, input);
  checkBodyUser({ userId: req.userId }, userId);
  const images = [...new Set(req.imgList.map((p) => p.trim()))];
  await checkOwnedUploads(ctx.db, userId, images.map((path, i) => ({ field: `imgList.${i}`, path, picture: true })), 'public');
  const now = ctx.services.clock();
  await rateHit(ctx.db, `feedback:${userId}`, USERCENTER_RATES.feedbackUser, now);
  await ctx.db.query('insert into feedbacks (user_id, content, images, contacts, created_at) values ($1, $2, $3::text[], $4, $5)', [
    userId, withoutNul(req.content.trim()), images, withoutNul(req.contacts.trim()), new Date(now),
  ]);
  return okReply(null);
};
