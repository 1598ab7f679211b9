// The console's goods-order pages name in the three languages every refusal their calls answer
// with, every trade state, dispute filter and outcome, pay mode, delivery, decision and refund
// outcome, and the audit actions of a decision (src/contract/console-trade.ts; locales/console/*.json).
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/console/cn.json';
import en from '../../../locales/console/en.json';
import fr from '../../../locales/console/fr.json';
import { CONSOLE_TRADE_ERRORS, DISPUTE_DECISIONS, DISPUTE_FILTERS, TRADE_STATE_FILTERS } from '../../../src/contract/console-trade.js';
import { TRADE_MOVES } from '../../../src/contract/trade-moves.js';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('console goods-order locales', () => {
  it('name every refusal, state, filter, outcome, decision, move and audit action', () => {
    const needed = [
      ...Object.values(CONSOLE_TRADE_ERRORS), 'pages.tradeOrders', 'money.kinds.goods', 'validation.choose',
      ...TRADE_STATE_FILTERS.filter((s) => s !== 0).map((s) => `trade.states.${s}`),
      ...DISPUTE_FILTERS.map((f) => `trade.disputeFilters.${f || 'all'}`),
      ...['open', 'refunded', 'released'].map((s) => `trade.disputes.${s}`),
      ...['online', 'onDelivery'].map((m) => `trade.payModes.${m}`),
      ...['delivery', 'pickup'].map((m) => `trade.deliveries.${m}`),
      ...['buyerCancelled', 'sellerClosed', 'expired', 'refunded'].map((r) => `trade.closeReasons.${r}`),
      ...DISPUTE_DECISIONS.flatMap((d) => [`trade.decide.${d}`, `trade.decide.confirm_${d}`, `trade.decide.yes_${d}`, `audit.actions.tradeOrder_${d}`]),
      ...['refunded', 'released'].map((k) => `trade.events.decided_${k}`),
      ...['refunded', 'refundDue', 'none', 'release'].map((o) => `trade.decide.done_${o}`),
      ...[...Object.keys(TRADE_MOVES), 'created', 'paid', 'expired', 'autoConfirmed', 'refunded', 'released'].map((k) => `trade.events.${k}`),
      ...['buyer', 'seller', 'operator', 'system'].map((b) => `trade.by.${b}`),
      'trade.results_one', 'trade.results_other',
    ];
    for (const [name, tree] of Object.entries({ cn, en, fr })) {
      for (const key of needed) expect(typeof lookup(tree, key), `${name} ${key}`).toBe('string');
    }
  });

  it('put no-break spaces before French double punctuation in the goods-order texts', () => {
    const texts = JSON.stringify(fr.trade);
    expect(texts).not.toMatch(/ [:;?!»]/);
  });
});
