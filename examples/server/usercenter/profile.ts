// Personal information (spec §2 personalInformation, changeLanguage; §5 "Nickname 3 to 32
// characters"): nickname, avatar, language (kept on the account, so every device gets it at login)
// and registered country. The avatar is a picture the caller uploaded (uploadAvatar does both).
import type { UpdateUserInfoRequest } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { updateUserInfoRequestSchema } from '../../../src/contract/validation/usercenter.js';
import { fieldError, parseInput } from '../http/input.js';
import { countryExists } from '../accounts/users.js';
import { okReply, type Handler } from '../http/handler.js';
import { receiveImage } from '../listings/upload.js';
import { requireUser } from './caller.js';
import { checkOwnedUploads } from './owned-uploads.js';
import { loadUserInfo } from './user-info.js';

export const updateUserInfo: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req: UpdateUserInfoRequest = parseInput(updateUserInfoRequestSchema, input);
  const areaId = req.areaId?.trim();
  if (areaId !== undefined && !(await countryExists(ctx.db, areaId))) throw fieldError('areaId', MSG.choose);
  const [current] = await ctx.db.query<{ avatar_path: string }>('select avatar_path from users where id = $1', [userId]);
  const avatar = req.avatarPath?.trim();
  // Sending back the avatar the account already shows (a seed picture, say) is no change.
  if (avatar !== undefined && avatar !== current?.avatar_path) await checkOwnedUploads(ctx.db, userId, [{ field: 'avatarPath', path: avatar, picture: true }], 'public');
  // Absent fields keep their value (coalesce with null). A new registered country leaves the
  // followed list: it is followed anyway (focus.ts).
  await ctx.db.query(
    `update users set pet_name = coalesce($2, pet_name), avatar_path = coalesce($3, avatar_path), language = coalesce($4, language),
       area_id = coalesce($5, area_id), focus_area_ids = array_remove(focus_area_ids, coalesce($5, area_id))
     where id = $1`,
    [userId, req.petName?.trim() ?? null, avatar ?? null, req.languageId ?? null, areaId ?? null],
  );
  return okReply(await loadUserInfo(ctx, userId));
};

/** Uploads a picture (as uploadImg: jpg/png, 2 MB) and makes it the avatar. */
export const uploadAvatar: Handler = async (input, ctx) => {
  const imgPath = await receiveImage(input, ctx);
  await ctx.db.query('update users set avatar_path = $2 where id = $1', [requireUser(ctx), imgPath]);
  return okReply({ imgPath });
};
