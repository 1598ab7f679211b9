// The caller's own account info (spec §3 "Session user" userAllInfo; §7 "show me info by userId"),
// which the mine screen reads the member level from (spec §2 buy package ?memberLevelId={level}).
// Always the caller's: the body names nobody.
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import { USER_STATUS } from '../accounts/users.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { authenticationLevel } from './authentication-store.js';
import { followedCountries } from './focus.js';
import { MODULE_LIST } from '../../../src/modules/index.js';
import { activeLevel } from '../payments/catalogue/member-level.js';
import { publishesLeftByModule } from '../payments/quota.js';

/** The modules a user publishes in (every listing module with a publish call). */
const PUBLISHING_MODULES = MODULE_LIST.filter((m) => m.endpoints.update !== undefined);

/**
 * Names of the membership levels (spec §9 "Membership tiers: individual and enterprise"; the
 * level names are not shown, ours): 1–2 individual tiers, 3 and above enterprise.
 */
const LEVEL_NAMES: Readonly<Record<LanguageCode, readonly [string, string, string]>> = {
  cn: ['个人会员', '高级个人会员', '企业会员'],
  en: ['Individual member', 'Individual premium', 'Enterprise member'],
  fr: ['Membre particulier', 'Particulier premium', 'Membre entreprise'],
};

const levelName = (level: number, language: LanguageCode): string =>
  level <= 0 ? '' : LEVEL_NAMES[language][Math.min(level, 3) - 1]!;

interface UserInfoRow {
  id: string;
  avatar_path: string;
  area_id: string;
  pet_name: string;
  ent_name: string;
  account_type: number;
  expiry_time: Date | string | null;
  language: string;
  mail: string | null;
  mobile_code: string | null;
  phone: string | null;
  status: number;
  cancel_requested_at: Date | string | null;
  focus_area_ids: string[];
  focus_industry_ids: number[];
}

/** The account info of `userId` in the caller's language (getUserInfo, updateUserInfo). */
export async function loadUserInfo(ctx: RequestContext, userId: string): Promise<UserAllInfo> {
  // A passed enterprise review already made the account type and name below (authentication-review.ts).
  const authentication = await authenticationLevel(ctx.db, userId);
  const [u] = await ctx.db.query<UserInfoRow>(
    `select id, avatar_path, area_id, pet_name, ent_name, account_type, expiry_time,
            language, mail, mobile_code, phone, status, cancel_requested_at, focus_area_ids,
            focus_industry_ids
     from users where id = $1`,
    [userId],
  );
  if (!u) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const expiry = u.expiry_time === null ? null : new Date(u.expiry_time);
  // Every benefit from the level in force now (catalogue/member-level.ts), never the stored level
  // of a membership that has expired: level, countries per publish and publishes left agree with
  // what publishing and prices apply.
  const now = ctx.services.clock();
  const level = await activeLevel(ctx.db, userId, now);
  const info: UserAllInfo = {
    userId: u.id,
    avatarPath: u.avatar_path,
    areaId: u.area_id,
    petName: u.pet_name,
    entName: u.ent_name,
    accountType: u.account_type,
    // Spec §4 "Authentication: 0 none, 1 personal, 2 enterprise": the highest passed review.
    authentication,
    isMember: level.levelId > 0 ? 1 : 0,
    // The last expiry, also once passed (when the membership ended).
    expiryTime: expiry ? expiry.toISOString() : '',
    memberLevel: levelName(level.levelId, ctx.language),
    memberLevelId: level.levelId,
    // Publishes left per module: the level's free listings plus posting chances (payments/quota.ts).
    levelRelatedVOS: await publishesLeftByModule(ctx.db, u.id, PUBLISHING_MODULES, now),
    releaseAreaNum: level.releaseAreaNum,
    levelPath: '',
    languageId: (['cn', 'en', 'fr'] as const).find((l) => l === u.language) ?? 'en',
    mail: u.mail ?? '',
    mobileCode: u.mobile_code ?? '',
    phone: u.phone ?? '',
    focusAreaIds: followedCountries(u),
    focusIndustryIds: u.focus_industry_ids,
    // Spec §4: a pending deletion takes effect within 7 working days; a login cancels it.
    cancelRequestedAt:
      u.status === USER_STATUS.deletionRequested && u.cancel_requested_at !== null ? new Date(u.cancel_requested_at).toISOString() : '',
  };
  return info;
}

export const getUserInfo: Handler = async (_input, ctx) => {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  return okReply(await loadUserInfo(ctx, ctx.user.userId));
};
