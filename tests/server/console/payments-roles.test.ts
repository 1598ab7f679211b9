// Who may make the console's money calls (src/contract/console-payments.ts in the role table):
// cashiers and admins handle orders, remittances, refunds, coupons and codes and read products;
// only admins change a product; reviewers, translators and moderators make none of them (each
// refusal audited). A cashier's session lists exactly the calls its pages need. No call answers
// a visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CALLS, type ConsoleCall, type OperatorView } from '../../../src/contract/console-api.js';
import { CONSOLE_PAYMENT_CALLS } from '../../../src/contract/console-payments.js';
import { CONSOLE_TRADE_CALLS } from '../../../src/contract/console-trade.js';
import { TEST_DATABASES } from '../databases.js';
import { auditRows, consoleCall } from './console-client.js';
import { openMoneyRig, type MoneyRig, type Role } from './payments-rig.js';

const MONEY = Object.keys(CONSOLE_PAYMENT_CALLS) as ConsoleCall[];

describe.each(TEST_DATABASES)('console money roles ($name)', (target) => {
  let rig: MoneyRig;
  beforeAll(async () => {
    rig = await openMoneyRig(target, 'role');
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('lets cashiers make every money call but the product change, admins all, other roles none (audited)', async () => {
    const allowed: Record<Role, (c: ConsoleCall) => boolean> = {
      cashier: (c) => c !== 'updateProduct',
      admin: () => true,
      reviewer: () => false,
      translator: () => false,
      moderator: () => false,
    };
    for (const [role, may] of Object.entries(allowed) as [Role, (c: ConsoleCall) => boolean][]) {
      for (const call of MONEY) {
        const before = (await auditRows(rig.env.db)).length;
        const r = await rig.call(call, {}, role);
        if (may(call)) {
          // Allowed: whatever the (empty) input gets, it is not a refusal of the role.
          expect(r.code, `${role} ${call}`).not.toBe(4403);
        } else {
          expect(r, `${role} ${call}`).toMatchObject({ code: 4403, message: 'errors.forbidden' });
          const [row] = (await auditRows(rig.env.db)).slice(before);
          expect(row, `${role} ${call}`).toMatchObject({ action: 'refused', target: call, detail: { role } });
        }
      }
    }
  });

  it("gives a cashier's session the money calls and the listing search, nothing of review, words or operators", async () => {
    const me = (await rig.call<OperatorView>('me', {})).customData;
    expect(me.role).toBe('cashier');
    // The goods orders' calls are money calls too (console-trade.ts: a dispute's refund is a cashier's decision).
    expect([...me.calls].sort()).toEqual([...MONEY.filter((c) => c !== 'updateProduct'), ...Object.keys(CONSOLE_TRADE_CALLS), 'listingSearch', 'listingHistory', 'logout', 'me'].sort());
    const admin = (await rig.call<OperatorView>('me', {}, 'admin')).customData;
    expect(admin.calls).toEqual(expect.arrayContaining(MONEY));
    expect(admin.calls).toHaveLength(Object.keys(CONSOLE_CALLS).length - 1); // all but the public login
  });

  it('answers no money call without a session', async () => {
    for (const call of MONEY) {
      expect((await consoleCall(rig.env.server.app, call, {})).reply.code, call).toBe(4001);
    }
  });
});
