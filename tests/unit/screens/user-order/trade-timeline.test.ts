// A goods order's history as sentences (src/screens/user-order/trade-timeline.ts; spec §4 trade
// order states and delivery actions), with the real locales: what an event carries (prices, the
// courier and tracking number, a reason) is in its sentence, in each language.
import { describe, expect, it } from 'vitest';
import type { TradeOrderEvent } from '../../../../src/contract/types/goods-order.js';
import { createI18n } from '../../../../src/i18n/create-i18n.js';
import { formatMoney } from '../../../../src/screens/kit/money/format-money.js';
import { timelineText } from '../../../../src/screens/user-order/trade-timeline.js';

const at = '2026-11-27T10:00:00Z';
const ev = (kind: string, data?: TradeOrderEvent['data'], by: TradeOrderEvent['by'] = 'seller'): TradeOrderEvent => ({ kind, by, at, ...(data ? { data } : {}) });

async function textsIn(lang: 'en' | 'fr' | 'cn') {
  const i18n = await createI18n(lang);
  await i18n.complete();
  const money = (n: number) => formatMoney(n, lang);
  return (e: TradeOrderEvent) => timelineText(e, i18n.t, money);
}

describe('timelineText', () => {
  it('French: each kind in words, with its data', async () => {
    const say = await textsIn('fr');
    expect(say(ev('created', undefined, 'buyer'))).toBe('Commande passée');
    expect(say(ev('paid', undefined, 'system'))).toBe('Payée');
    expect(say(ev('ship', { courier: 'DHL', trackingNo: 'CI-7781' }))).toBe('Expédiée par DHL, numéro de suivi CI-7781');
    expect(say(ev('ship', { courier: 'Yango', trackingNo: '' }))).toBe('Expédiée par Yango');
    expect(say(ev('ship', { courier: '', trackingNo: '' }))).toBe('Expédiée');
    expect(say(ev('changePrice', { from: 12000, to: 10500 }))).toBe(`Prix modifié de ${formatMoney(12000, 'fr')} à ${formatMoney(10500, 'fr')}`);
    expect(say(ev('cancel', { reason: 'Trop cher' }, 'buyer'))).toBe('Annulée par l’acheteur\u00a0: «\u00a0Trop cher\u00a0»');
    expect(say(ev('cancel', { reason: '  ' }, 'buyer'))).toBe('Annulée par l’acheteur');
    expect(say(ev('dispute', { reason: 'Colis vide' }, 'buyer'))).toBe('Problème signalé\u00a0: «\u00a0Colis vide\u00a0»');
    expect(say(ev('autoConfirmed', undefined, 'system'))).toBe('Terminée automatiquement');
  });

  it('English and Chinese', async () => {
    const en = await textsIn('en');
    expect(en(ev('ship', { courier: 'DHL', trackingNo: 'CI-7781' }))).toBe('Shipped with DHL, tracking number CI-7781');
    expect(en(ev('expired', undefined, 'system'))).toBe('Closed: not paid in time');
    const cn = await textsIn('cn');
    expect(cn(ev('confirm', undefined, 'buyer'))).toBe('已确认收货');
    expect(cn(ev('ship', { courier: 'DHL', trackingNo: 'CI-7781' }))).toBe('已通过 DHL 发货，运单号 CI-7781');
  });

  it('a kind this app does not know reads as "updated", never as a key', async () => {
    const say = await textsIn('en');
    expect(say(ev('teleported'))).toBe('Order updated');
    // A price change without its numbers still reads.
    expect(say(ev('changePrice'))).toBe('Price changed');
  });
});
