// One of the user's posts was reviewed or hidden (contract SHARE_EVENT; src/realtime/share-event.ts):
// what the realtime chunk accepts off the queue, and the toast it shows, with the real locales.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import { readShareEvent, shareToastText } from '../../../src/realtime/share-event.js';

describe('readShareEvent', () => {
  it('takes the server’s msgData as it is', () => {
    expect(readShareEvent({ shareId: 'sh12', status: 3, reason: 'Hors sujet', extra: 1 })).toEqual({ shareId: 'sh12', status: 3, reason: 'Hors sujet' });
    expect(readShareEvent({ shareId: 'sh12', status: 2 })).toEqual({ shareId: 'sh12', status: 2, reason: '' });
  });
  it('drops what is not a post’s new state', () => {
    expect(readShareEvent({})).toBeNull();
    expect(readShareEvent({ shareId: '12', status: 2 })).toBeNull();
    expect(readShareEvent({ shareId: 'sh12', status: 5 })).toBeNull();
    expect(readShareEvent({ shareId: 'sh12', status: '2' })).toBeNull();
  });
});

describe('the toast', () => {
  it('says what happened, with the reason of a refusal, in each language', async () => {
    const fr = await createI18n('fr');
    await fr.complete();
    expect(shareToastText({ shareId: 'sh1', status: 2, reason: '' }, fr.t)).toBe('Votre publication est en ligne');
    expect(shareToastText({ shareId: 'sh1', status: 3, reason: 'Hors sujet' }, fr.t)).toBe('Votre publication a été refusée\u00a0: Hors sujet');
    const cn = await createI18n('cn');
    await cn.complete();
    expect(shareToastText({ shareId: 'sh1', status: 4, reason: '广告' }, cn.t)).toBe('您的动态因被举报已隐藏。原因：广告');
    const en = await createI18n('en');
    await en.complete();
    expect(shareToastText({ shareId: 'sh1', status: 2, reason: 'ignored' }, en.t)).toBe('Your post was published');
  });
});
