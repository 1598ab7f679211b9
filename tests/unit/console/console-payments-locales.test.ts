// The console's money pages name in the three languages every refusal their calls answer with,
// every payment method and order state, every order filter and the cashier role
// (src/contract/console-payments.ts; locales/console/*.json).
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/console/cn.json';
import en from '../../../locales/console/en.json';
import fr from '../../../locales/console/fr.json';
import { CONSOLE_PAYMENT_ERRORS, ORDER_FILTERS } from '../../../src/contract/console-payments.js';
import { ORDER_STATE, PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import { MSG } from '../../../src/contract/validation/messages.js';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('console money locales', () => {
  it('name every money refusal, method, state, filter and the cashier role', () => {
    const needed = [
      ...Object.values(CONSOLE_PAYMENT_ERRORS), MSG.choose, MSG.reviewReason, 'roles.cashier', 'operators.roles.cashier',
      ...Object.values(PAYMENT_METHOD).map((m) => `money.payTypes.${m}`),
      ...[ORDER_STATE.failed, ORDER_STATE.waitPay, ORDER_STATE.paid].map((s) => `money.states.${s}`),
      ...ORDER_FILTERS.map((f) => `orders.filters.${f || 'all'}`),
      ...['remittance_confirm', 'remittance_reject', 'order_refund', 'product_update', 'coupon_issue', 'exchange_createBatch'].map((a) => `audit.actions.${a}`),
    ];
    for (const [name, tree] of Object.entries({ cn, en, fr })) {
      for (const key of needed) expect(typeof lookup(tree, key), `${name} ${key}`).toBe('string');
    }
  });
});
