// A goods order moved on the other side (contract TRADE_ORDER_EVENT; src/realtime/
// trade-order-event.ts): what the lazy realtime chunk accepts off the queue, and the toast it
// shows, with the real locales.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import { readTradeOrderEvent, toastTradeOrder, tradeToastText } from '../../../src/realtime/trade-order-event.js';

const EVENT = { orderNo: 'go20261127A1B2', state: 3, kind: 'ship', side: 'buy', title: 'Sac en wax' } as const;

describe('readTradeOrderEvent', () => {
  it('takes the server’s msgData as it is', () => {
    expect(readTradeOrderEvent({ ...EVENT, extra: 1 })).toEqual(EVENT);
    expect(readTradeOrderEvent({ ...EVENT, title: undefined })).toEqual({ ...EVENT, title: '' });
  });
  it('drops what is not a trade order move', () => {
    expect(readTradeOrderEvent({})).toBeNull();
    expect(readTradeOrderEvent({ ...EVENT, orderNo: '' })).toBeNull();
    expect(readTradeOrderEvent({ ...EVENT, state: 9 })).toBeNull();
    expect(readTradeOrderEvent({ ...EVENT, state: '3' })).toBeNull();
    expect(readTradeOrderEvent({ ...EVENT, side: 'both' })).toBeNull();
    expect(readTradeOrderEvent({ ...EVENT, kind: 3 })).toBeNull();
  });
});

describe('the toast', () => {
  it('says the move with the goods’ title, in each language; an unknown move says "updated"', async () => {
    const fr = await createI18n('fr');
    await fr.complete();
    expect(tradeToastText(EVENT, fr.t)).toBe('Commande «\u00a0Sac en wax\u00a0» expédiée');
    expect(tradeToastText({ ...EVENT, kind: 'warped' }, fr.t)).toBe('Commande «\u00a0Sac en wax\u00a0» mise à jour');
    const en = await createI18n('en');
    await en.complete();
    expect(tradeToastText({ ...EVENT, kind: 'paid', side: 'sale', title: '' }, en.t)).toBe('Order “go20261127A1B2” paid: you can ship it');
    const cn = await createI18n('cn');
    await cn.complete();
    expect(tradeToastText({ ...EVENT, kind: 'cancel', side: 'sale' }, cn.t)).toBe('订单“Sac en wax”已被买家取消');
  });
  it('waits for the rest of the locale, then toasts once; a locale that cannot load says nothing', async () => {
    const toasts: string[] = [];
    const i18n = await createI18n('en');
    await toastTradeOrder(EVENT, { i18n, toast: (m) => toasts.push(m) });
    expect(toasts).toEqual(['Order “Sac en wax” shipped']);
    await toastTradeOrder(EVENT, { i18n: { t: i18n.t, complete: () => Promise.reject(new Error('offline')) }, toast: (m) => toasts.push(m) });
    expect(toasts).toHaveLength(1);
  });
});
