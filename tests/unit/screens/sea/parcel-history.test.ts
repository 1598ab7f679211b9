// A parcel's history as sentences (src/screens/sea/parcel-history.ts; spec §2 /sea details), with
// the real locales: re-quotes with their totals, refunds with their amount, reasons and places.
import { describe, expect, it } from 'vitest';
import type { ParcelEvent } from '../../../../src/contract/types/air-express.js';
import { createI18n } from '../../../../src/i18n/create-i18n.js';
import { formatMoney } from '../../../../src/screens/kit/money/format-money.js';
import { historyText } from '../../../../src/screens/sea/parcel-history.js';

const ev = (kind: string, data?: ParcelEvent['data'], place = ''): ParcelEvent => ({ kind, by: 'system', at: '2026-11-27T10:00:00Z', place, ...(data ? { data } : {}) });

async function textsIn(lang: 'en' | 'fr' | 'cn') {
  const i18n = await createI18n(lang);
  await i18n.complete();
  return (e: ParcelEvent) => historyText(e, i18n.t, (n) => formatMoney(n, lang));
}

describe('historyText', () => {
  it('French', async () => {
    const say = await textsIn('fr');
    expect(say(ev('created'))).toBe('Colis créé');
    expect(say(ev('paid'))).toBe('Payé');
    expect(say(ev('requoted', { fromTotal: 12000, toTotal: 15500, weightG: 3200 })))
      .toBe(`Nouveau prix après pesée\u00a0: ${formatMoney(12000, 'fr')} → ${formatMoney(15500, 'fr')}`);
    expect(say(ev('refunded', { amount: 12000 }))).toBe(`${formatMoney(12000, 'fr')} remboursés`);
    expect(say(ev('cancelled', { reason: 'Erreur d’adresse' }))).toBe('Annulé\u00a0: «\u00a0Erreur d’adresse\u00a0»');
    expect(say(ev('cancelled', { reason: '  ' }))).toBe('Annulé');
    expect(say(ev('departed', undefined, 'Aéroport de Guangzhou'))).toBe('Parti · Aéroport de Guangzhou');
    expect(say(ev('somethingNew'))).toBe('Colis mis à jour');
  });

  it('English and Chinese', async () => {
    const en = await textsIn('en');
    expect(en(ev('received', undefined, 'Guangzhou warehouse'))).toBe('Received at the warehouse — Guangzhou warehouse');
    expect(en(ev('requoted'))).toBe('Re-quoted after weighing');
    const cn = await textsIn('cn');
    expect(cn(ev('delivered'))).toBe('已签收');
    expect(cn(ev('expired'))).toBe('已关闭：未按时付款');
    expect(cn(ev('departed', undefined, '广州白云机场'))).toBe('已起飞，地点：广州白云机场');
  });
});
