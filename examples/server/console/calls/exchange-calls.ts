// Exchange-code batches (issue "Payments": "issue … exchange-code batches"; spec §2
// usercenter/exchangecode): an operator makes `count` codes that each grant a package of posting
// chances or a coupon until the batch expires. The codes are answered once, in this reply, for
// the operator to copy or download; only their hashes are kept (payments/exchange-codes.ts
// issueExchangeBatch), so they cannot be shown again, and the audit row names the batch, never a
// code. exchangeBatches lists the batches, newest first, with how many codes were redeemed.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_PAYMENT_ERRORS, type BatchGrantView, type CreatedBatch, type ExchangeBatchItem } from '../../../../src/contract/console-payments.js';
import type { SearchReply } from '../../../../src/contract/types/common.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import { issueExchangeBatch, type ExchangeGrant } from '../../payments/exchange-codes.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { jsonOf } from '../money-rows.js';

const DAY_MS = 86_400_000;

const createExchangeBatch: ConsoleHandler<'createExchangeBatch'> = async (raw, ctx): Promise<CreatedBatch> => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.createExchangeBatch, raw);
  const g = input.grant;
  const grants: ExchangeGrant = g.kind === 'chances'
    ? { kind: 'commodity', commodityId: g.commodityId }
    : { kind: 'coupon', amount: g.amount, minAmount: g.minAmount, validDays: g.validDays, ...(g.names ? { names: g.names } : {}) };
  const expiresAt = new Date(ctx.now + input.expiresInDays * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    if (g.kind === 'chances') {
      // Redemption grants only packages of chances (a TOP or a refresh needs a listing).
      const [c] = await tx.query<{ kind: string }>('select kind from commodities where id = $1', [g.commodityId]);
      if (c?.kind !== 'chances') throw new ReplyError(CODE.VALIDATION, CONSOLE_PAYMENT_ERRORS.notChances, { issues: [{ path: 'grant.commodityId', key: CONSOLE_PAYMENT_ERRORS.notChances }] });
    }
    const { batchId, codes } = await issueExchangeBatch(tx, { label: input.label, grants, expiresAt, count: input.count, operatorId: operator.operatorId });
    await writeAudit(tx, {
      operatorId: operator.operatorId, action: 'exchange.createBatch', target: `batch:${batchId}`,
      detail: { label: input.label, grant: grants, count: input.count, expiresAt: expiresAt.toISOString() },
    }, ctx.now);
    return { batchId, label: input.label, expiresAt: expiresAt.toISOString(), codes };
  });
};

interface BatchRow {
  id: number;
  label: string;
  grants: ExchangeGrant | string;
  expires_at: Date | string;
  created_at: Date | string;
  username: string | null;
  count: number;
  redeemed: number;
  commodity_names: Record<string, string> | string | null;
  commodity_quantity: number | null;
}

function grantOf(r: BatchRow): BatchGrantView {
  const g = jsonOf(r.grants);
  if (g.kind === 'commodity') {
    return { kind: 'chances', commodityId: g.commodityId, names: r.commodity_names === null ? {} : jsonOf(r.commodity_names), quantity: r.commodity_quantity ?? 0 };
  }
  return { kind: 'coupon', amount: g.amount, minAmount: g.minAmount, validDays: g.validDays };
}

const exchangeBatches: ConsoleHandler<'exchangeBatches'> = async (raw, ctx): Promise<SearchReply<ExchangeBatchItem>> => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.exchangeBatches, raw);
  const rows = await ctx.db.query<BatchRow>(
    `select b.id, b.label, b.grants, b.expires_at, b.created_at, op.username,
       (select count(*) from exchange_codes c where c.batch_id = b.id)::int as count,
       (select count(*) from exchange_codes c where c.batch_id = b.id and c.redeemed_by is not null)::int as redeemed,
       cm.names as commodity_names, cm.quantity as commodity_quantity
     from exchange_batches b
     left join operators op on op.id = b.created_by
     left join commodities cm on b.grants->>'kind' = 'commodity' and cm.id::text = b.grants->>'commodityId'
     order by b.id desc
     limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from exchange_batches');
  return {
    totalCount: Number(count?.n ?? 0),
    resultList: rows.map((r) => ({
      batchId: r.id, label: r.label, grant: grantOf(r), count: r.count, redeemed: r.redeemed,
      expiresAt: isoOf(r.expires_at), createdAt: isoOf(r.created_at), createdBy: r.username ?? '',
    })),
  };
};

export const EXCHANGE_CALLS = { createExchangeBatch, exchangeBatches };
