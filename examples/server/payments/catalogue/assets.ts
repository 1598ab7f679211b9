// getMyAssets (spec §2 usercenter/myAssets; §6 "memberLevelId decides the publish quota"): the
// membership in force, per listing module the listings the level lets out without a chance and
// the bought or redeemed chances usable there, the chance batches, and how many coupons could be
// used now. No money balance is kept (orders are paid one by one), so none is shown.
// The numbers are the publish quota's own (payments/quota.ts publishAllowance): a module's live
// listings use the level's free listings first; chances of the module's own and any-module
// batches (module_id null) that have not lapsed are counted on top.
import type { ChanceBatch, ModuleQuota, MyAssets } from '../../../../src/contract/types/usercenter.js';
import { IDENTITIES } from '../../../../src/modules/identities.js';
import type { Queryable } from '../../db/database.js';
import { emptySchema, parseInput } from '../../http/input.js';
import { okReply, type Handler } from '../../http/handler.js';
import { requireUser } from '../../usercenter/caller.js';
import { publishAllowance } from '../quota.js';
import { activeLevel } from './member-level.js';
import { isoOf, localized } from './texts.js';

/** The modules users publish in (articles are editorial: nothing to publish, spec §2). */
export const PUBLISHING_MODULES = Object.values(IDENTITIES).filter((m) => (m.routeKinds as readonly string[]).includes('publish'));

/** Per module: free listings of the level, how many are still free, and chances usable there (quota.ts, the publish rule itself). */
export async function moduleQuotas(q: Queryable, userId: string, now: number): Promise<ModuleQuota[]> {
  const quotas: ModuleQuota[] = [];
  for (const m of PUBLISHING_MODULES) {
    const a = await publishAllowance(q, userId, m, now);
    quotas.push({ moduleId: m.moduleId, freeListings: a.freeListings, freeLeft: Math.max(0, a.freeListings - a.live), chancesLeft: a.chances });
  }
  return quotas;
}

export const getMyAssets: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  parseInput(emptySchema, input);
  const nowMs = ctx.services.clock();
  const now = new Date(nowMs);
  const level = await activeLevel(ctx.db, userId, nowMs);
  const [name] = level.levelId > 0
    ? await ctx.db.query<{ name: string }>(`select ${localized('names')} as name from member_levels where id = $2`, [ctx.language, level.levelId])
    : [];
  const batches = await ctx.db.query<{ module_id: number | null; quantity: number; used: number; expires_at: Date | string; order_no: string | null }>(
    `select module_id, quantity, used, expires_at, order_no from posting_chances
     where user_id = $1 and expires_at > $2 and used < quantity order by expires_at, id`,
    [userId, now],
  );
  const [coupons] = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from coupons where user_id = $1 and used_at is null and order_no is null and expires_at > $2',
    [userId, now],
  );
  const assets: MyAssets = {
    memberLevelId: level.levelId,
    memberLevel: name?.name ?? '',
    isMember: level.levelId > 0 ? 1 : 0,
    expiryTime: level.expiryTime,
    modules: await moduleQuotas(ctx.db, userId, nowMs),
    chances: batches.map((b): ChanceBatch => ({
      moduleId: b.module_id ?? 0, quantity: b.quantity, used: b.used, expiryTime: isoOf(b.expires_at), orderNo: b.order_no ?? '',
    })),
    usableCoupons: Number(coupons?.n ?? 0),
  };
  return okReply(assets);
};
