// The chat card (spec §3 "Chat card saved when chat starts: title, first 20 characters of content,
// imgPath, moduleId, serviceId; for house also price, currency flag and cycle; for business cycle
// and time"), built from a details reply and read back from a message.
import { describe, expect, it } from 'vitest';
import { MODULE_ID } from '../../../../src/contract/constants.js';
import { MODULES } from '../../../../src/modules/index.js';
import { cardPreview, chatCardOf } from '../../../../src/screens/kit/chat-card.js';
import { cardOf, readCard, sameListing } from '../../../../src/screens/message/card-content.js';
import { cardHref } from '../../../../src/screens/message/card-view.js';
import { textProblem } from '../../../../src/screens/message/text-check.js';

const content = '<p>Belle <b>villa</b> de 4 pièces à Cocody, proche de l’école 🏫 et du marché.</p>';

describe('chatCardOf', () => {
  it('house: title, 20-character preview, picture, ids, price with currency and cycle', () => {
    const card = chatCardOf({
      module: MODULES.house,
      serviceId: '42',
      detail: { title: 'Villa Cocody', content, price: '250000', priceFlag: '', moneyUnitFlag: 'F CFA', billingCycle: 'Mois', serviceTime: 3 },
      imgPath: '/uploads/villa.jpg',
    });
    expect(card).toEqual({
      title: 'Villa Cocody', content: 'Belle villa de 4 piè', imgPath: '/uploads/villa.jpg', moduleId: MODULE_ID.house, serviceId: '42',
      price: 250000, priceFlag: 'F CFA', billingCycle: 'Mois',
    });
  });

  it('business: cycle and service time, no price', () => {
    const card = chatCardOf({
      module: MODULES.business,
      serviceId: '7',
      detail: { title: 'Création d’entreprise', content: 'Nous créons votre SARL en 72 heures.', billingCycleName: 'Par dossier', serviceTime: 3, price: 10 },
      imgPath: '',
    });
    expect(card).toEqual({
      title: 'Création d’entreprise', content: 'Nous créons votre SA', imgPath: '', moduleId: MODULE_ID.business, serviceId: '7',
      billingCycle: 'Par dossier', serviceTime: 3,
    });
  });

  it('other modules: the common fields only', () => {
    const card = chatCardOf({ module: MODULES.land, serviceId: '1', detail: { title: 'Terrain', content: 'court', price: 5 }, imgPath: '/a.jpg' });
    expect(Object.keys(card).sort()).toEqual(['content', 'imgPath', 'moduleId', 'serviceId', 'title']);
  });

  it('never cuts a character in half', () => {
    expect(cardPreview('😀'.repeat(25))).toBe('😀'.repeat(20));
  });
});

describe('reading a card message', () => {
  it('reads the JSON leniently and refuses what names no listing', () => {
    const json = JSON.stringify({ title: 'Villa', content: 'x', imgPath: '/v.jpg', moduleId: '3', serviceId: 42, price: '1000', extra: 'ignored' });
    expect(readCard(json)).toEqual({ title: 'Villa', content: 'x', imgPath: '/v.jpg', moduleId: 3, serviceId: '42', price: 1000 });
    expect(readCard('not json')).toBeNull();
    expect(readCard('[1]')).toBeNull();
    expect(cardOf({ title: 'Villa', moduleId: 3 })).toBeNull();
    expect(sameListing({ moduleId: 3, serviceId: '4' }, { moduleId: 3, serviceId: '4' })).toBe(true);
    expect(sameListing({ moduleId: 3, serviceId: '4' }, { moduleId: 4, serviceId: '4' })).toBe(false);
  });

  it('opens the listing on its module details route', () => {
    expect(cardHref({ title: 'Villa', content: '', imgPath: '', moduleId: MODULE_ID.house, serviceId: '42' })).toBe('/house/details?serviceId=42&title=Villa');
    expect(cardHref({ title: 'X', content: '', imgPath: '', moduleId: 999, serviceId: '1' })).toBeNull();
  });
});

describe('textProblem (spec §5 "Messages: body not empty")', () => {
  it('refuses an empty or blank body and an over-long one', () => {
    expect(textProblem('')).toEqual({ key: 'validation.messageEmpty' });
    expect(textProblem(' \n\t ')).toEqual({ key: 'validation.messageEmpty' });
    expect(textProblem('x'.repeat(2001))).toEqual({ key: 'validation.messageLength', values: { max: 2000 } });
    expect(textProblem('Bonjour [微笑]')).toBeNull();
  });
});
