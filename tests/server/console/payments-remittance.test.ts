// Bank-transfer proofs decided in the console (examples/server/console/calls/remittance-calls.ts
// over payments/remittance.ts): the queue oldest first with the payer and the proof picture, the
// picture opened through the console only, by a money role only; a confirmation delivers once —
// two operators confirming at once deliver one package —; a rejection keeps the order waiting and
// the payer reads the reason in the order's detail, then sends a new proof; each decision has its
// audit row; a proof already decided is refused with a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_COOKIE } from '../../../src/contract/console-api.js';
import type { OrderDetail, OrderSearchItem, RemittanceItem } from '../../../src/contract/console-payments.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { MyAssets } from '../../../src/contract/types/usercenter.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { TEST_DATABASES } from '../databases.js';
import { auditRows, OWN_ORIGIN } from './console-client.js';
import { openMoneyRig, type MoneyRig } from './payments-rig.js';

const chancesOf = async (rig: MoneyRig, who: 'personal' | 'seller' | 'member') =>
  (await rig.app<MyAssets>(who, ENDPOINTS.getMyAssets.path, {})).customData.chances.reduce((n, c) => n + c.quantity - c.used, 0);

describe.each(TEST_DATABASES)('console remittances ($name)', (target) => {
  let rig: MoneyRig;
  beforeAll(async () => {
    rig = await openMoneyRig(target, 'rem');
  });
  afterAll(async () => {
    await rig?.close();
  });

  const queue = async (role: 'cashier' | 'admin' = 'cashier') => (await rig.call<SearchReply<RemittanceItem>>('remittanceQueue', { pageSize: 100 }, role)).customData;
  const file = (url: string, cookie: string) =>
    rig.env.server.app.inject({ method: 'GET', url, headers: { cookie: `${CONSOLE_COOKIE}=${cookie}`, origin: OWN_ORIGIN } });

  it('lists the proofs waiting, oldest first, with the payer, the amount and the picture for money roles only', async () => {
    const first = await rig.bankOrder('personal');
    await rig.sendProof('personal', first, 'Virement du 15');
    rig.env.clock.advance(60_000);
    const second = await rig.bankOrder('seller');
    await rig.sendProof('seller', second);
    const items = (await queue()).resultList.filter((i) => i.orderNo === first || i.orderNo === second);
    expect(items.map((i) => i.orderNo)).toEqual([first, second]);
    expect(items[0]).toMatchObject({
      amount: 1000, currency: 'XOF', payType: 4, state: ORDER_STATE.waitPay, remark: 'Virement du 15',
      user: { userId: 'u-personal', phone: '+225 0700000001' }, titles: { fr: '5 annonces' },
    });
    expect(items[0]!.voucherUrl).toMatch(/^\/console\/files\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.png$/);
    expect((await queue('admin')).resultList.map((i) => i.orderNo)).toEqual(expect.arrayContaining([first, second]));

    const picture = await file(items[0]!.voucherUrl, rig.tokens.cashier);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // uploadImg stores its own encoding of the picture: a PNG still.
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect((await file(items[0]!.voucherUrl, rig.tokens.admin)).statusCode).toBe(200);
    // A reviewer opens authentication papers, not payment proofs; a translator nothing.
    expect((await file(items[0]!.voucherUrl, rig.tokens.reviewer)).statusCode).toBe(404);
    expect((await file(items[0]!.voucherUrl, rig.tokens.translator)).statusCode).toBe(403);
    expect((await file(items[0]!.voucherUrl, '')).statusCode).toBe(401);
  });

  it('two cashiers confirming one proof at once deliver it once; the payer has the chances', async () => {
    const orderNo = await rig.bankOrder('member');
    await rig.sendProof('member', orderNo);
    const before = await chancesOf(rig, 'member');
    const auditBefore = (await auditRows(rig.env.db)).length;
    const answers = await Promise.all([
      rig.call('decideRemittance', { orderNo, decision: 'confirm' }, 'cashier'),
      rig.call('decideRemittance', { orderNo, decision: 'confirm' }, 'admin'),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 4422]);
    expect(answers.find((a) => a.code === 200)!.customData).toEqual({ orderNo, status: 'confirmed', outcome: 'delivered' });
    expect(answers.find((a) => a.code === 4422)!.message).toBe('errors.remittanceState');
    expect(await chancesOf(rig, 'member')).toBe(before + 5);
    const order = await rig.orderOf('member', orderNo);
    expect(order).toMatchObject({ state: ORDER_STATE.paid, remittance: { status: 'confirmed' } });
    const delivered = await rig.env.db.query("select 1 from payment_events where order_no = $1 and kind = 'delivered'", [orderNo]);
    expect(delivered).toHaveLength(1);
    const audit = (await auditRows(rig.env.db)).slice(auditBefore);
    expect(audit.map((r) => [r.action, r.target])).toEqual([['remittance.confirm', `order:${orderNo}`]]);
    expect(audit[0]!.detail).toEqual({ outcome: 'delivered' });
    // Confirmed again later: refused, nothing more granted.
    expect(await rig.call('decideRemittance', { orderNo, decision: 'confirm' })).toMatchObject({ code: 4422, message: 'errors.remittanceState' });
    expect(await chancesOf(rig, 'member')).toBe(before + 5);
    // Gone from the queue.
    expect((await queue()).resultList.some((i) => i.orderNo === orderNo)).toBe(false);
  });

  it('a rejection keeps the order waiting; the payer reads the reason and sends a new proof', async () => {
    const orderNo = await rig.bankOrder('seller');
    await rig.sendProof('seller', orderNo);
    const reason = 'Le montant du reçu ne correspond pas (500 FCFA au lieu de 1 000).';
    const r = await rig.call('decideRemittance', { orderNo, decision: 'reject', reason: `  ${reason} ` });
    expect(r).toMatchObject({ code: 200, customData: { orderNo, status: 'rejected', outcome: null } });
    const order = await rig.orderOf('seller', orderNo);
    expect(order).toMatchObject({ state: ORDER_STATE.waitPay, failReason: 'rejected', remittance: { status: 'rejected', reason } });
    const [audit] = (await auditRows(rig.env.db)).slice(-1);
    expect(audit).toMatchObject({ action: 'remittance.reject', target: `order:${orderNo}`, detail: { reason }, operator_id: rig.operatorIds.cashier });
    // Decided: not waiting any more.
    expect(await rig.call('decideRemittance', { orderNo, decision: 'reject', reason: 'encore' })).toMatchObject({ code: 4422, message: 'errors.remittanceState' });
    // A new proof goes back to the queue, and can be confirmed.
    await rig.sendProof('seller', orderNo, 'Nouveau reçu');
    expect((await queue()).resultList.find((i) => i.orderNo === orderNo)?.remark).toBe('Nouveau reçu');
    expect((await rig.call('decideRemittance', { orderNo, decision: 'confirm' })).code).toBe(200);
    const detail = (await rig.call<OrderDetail>('orderDetail', { orderNo })).customData;
    expect(detail.events.map((e) => e.kind)).toEqual(['remittance', 'remittanceRejected', 'remittance', 'remittanceConfirmed', 'delivered']);
    expect(detail.remittance).toMatchObject({ status: 'confirmed', operator: 'rem-cashier' });
  });

  it('a proof of an order that expired meanwhile: confirming keeps the money as due back, grants nothing', async () => {
    const orderNo = await rig.bankOrder('personal');
    await rig.sendProof('personal', orderNo);
    // What the expiry job does to a bank order nobody decided in time (payments/reconcile.ts).
    await rig.env.db.query("update orders set state = 0, fail_reason = 'expired' where order_no = $1", [orderNo]);
    const before = await chancesOf(rig, 'personal');
    expect((await rig.call('decideRemittance', { orderNo, decision: 'confirm' })).customData).toEqual({ orderNo, status: 'confirmed', outcome: 'notWaiting' });
    expect(await chancesOf(rig, 'personal')).toBe(before);
    const found = (await rig.call<SearchReply<OrderSearchItem>>('orderSearch', { orderNo, filter: 'refundDue' })).customData.resultList;
    expect(found).toEqual([expect.objectContaining({ orderNo, state: ORDER_STATE.failed, refundDue: true, remittance: 'confirmed' })]);
    const detail = (await rig.call<OrderDetail>('orderDetail', { orderNo })).customData;
    expect(detail.refundable).toBe(1000);
    expect(detail.events.at(-1)).toMatchObject({ kind: 'overpaid', detail: { refundDue: true } });
    expect((await rig.call('refundOrder', { orderNo, amount: 1000, reason: 'Commande expirée', mode: 'manual', reference: 'VIR-R-1' })).code).toBe(200);
    expect((await rig.call<SearchReply<OrderSearchItem>>('orderSearch', { orderNo, filter: 'refundDue' })).customData.resultList).toEqual([]);
  });

  it('refuses bad decisions with codes', async () => {
    const orderNo = await rig.bankOrder('personal');
    await rig.sendProof('personal', orderNo);
    for (const body of [
      { orderNo, decision: 'reject' },
      { orderNo, decision: 'reject', reason: '   ' },
      { orderNo, decision: 'reject', reason: 'x'.repeat(501) },
    ]) {
      expect(await rig.call('decideRemittance', body), JSON.stringify(body).slice(0, 60)).toMatchObject({ code: 4422, message: 'validation.reviewReason', customData: { issues: [{ path: 'reason' }] } });
    }
    for (const body of [{}, { orderNo, decision: 'accept' }, { orderNo: 'zz123456', decision: 'confirm' }, { orderNo: 12, decision: 'confirm' }]) {
      expect((await rig.call('decideRemittance', body)).code, JSON.stringify(body)).toBe(4422);
    }
    expect(await rig.call('decideRemittance', { orderNo: 'co99999999999999', decision: 'confirm' })).toMatchObject({ code: 4404, message: 'errors.orderNotFound' });
    expect((await rig.call('remittanceQueue', { pageNum: 0 })).code).toBe(4422);
    // Still waiting after all that.
    expect((await queue()).resultList.some((i) => i.orderNo === orderNo)).toBe(true);
  });
});
