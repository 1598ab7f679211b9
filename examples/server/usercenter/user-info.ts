// The user centre domain's first call (spec §2 "User centre"; the rest comes with issue 6): the
// caller's own account info (spec §3 "Session user" userAllInfo; §7 "show me info by userId"),
// which the mine screen reads the member level from (spec §2 buy package ?memberLevelId={level}).
// Always the caller's: the body names nobody.
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import { okReply, ReplyError, type Handler, type HandlerTable } from '../http/handler.js';

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
  is_member: boolean;
  expiry_time: Date | string | null;
  member_level_id: number;
  release_area_num: number;
  language: string;
  mail: string | null;
  mobile_code: string | null;
  phone: string | null;
}

const getUserInfo: Handler = async (_input, ctx) => {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const [u] = await ctx.db.query<UserInfoRow>(
    `select id, avatar_path, area_id, pet_name, ent_name, account_type, is_member, expiry_time, member_level_id,
            release_area_num, language, mail, mobile_code, phone
     from users where id = $1`,
    [ctx.user.userId],
  );
  if (!u) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const expiry = u.expiry_time === null ? null : new Date(u.expiry_time);
  const active = u.is_member && (expiry === null || expiry.getTime() > ctx.services.clock());
  const info: UserAllInfo = {
    userId: u.id,
    avatarPath: u.avatar_path,
    areaId: u.area_id,
    petName: u.pet_name,
    entName: u.ent_name,
    accountType: u.account_type,
    // Authentication, per-module package quotas and followed countries/categories belong to the
    // user centre and payments (issue 6 and later); until then they read "none".
    authentication: 0,
    isMember: active ? 1 : 0,
    expiryTime: expiry ? expiry.toISOString() : '',
    memberLevel: active ? levelName(u.member_level_id, ctx.language) : '',
    memberLevelId: u.member_level_id,
    levelRelatedVOS: [],
    releaseAreaNum: u.release_area_num,
    levelPath: '',
    languageId: (['cn', 'en', 'fr'] as const).find((l) => l === u.language) ?? 'en',
    mail: u.mail ?? '',
    mobileCode: u.mobile_code ?? '',
    phone: u.phone ?? '',
    focusAreaIds: [],
    focusIndustryIds: [],
  };
  return okReply(info);
};

export const USER_INFO_HANDLERS: HandlerTable = {
  getUserInfo: getUserInfo as HandlerTable['getUserInfo'],
};
