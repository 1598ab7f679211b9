// The applicant's side of a recruiter's answer (contract APPLICATION_STATE_EVENT; spec §2
// recruit/resumeManage, §3 "invited to interview, not retained"): what the lazy realtime chunk
// accepts off the queue, and the toast it shows, in the three languages (real locales).
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import { applicationToastText, readApplicationEvent, toastApplication } from '../../../src/realtime/application-event.js';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import cn from '../../../locales/cn.json';

const EVENT = { applicationId: '41', recruitingInfoId: '1207', state: 3 } as const;

describe('readApplicationEvent', () => {
  it('takes the server’s msgData as it is', () => {
    expect(readApplicationEvent({ ...EVENT })).toEqual(EVENT);
    expect(readApplicationEvent({ ...EVENT, state: 4, extra: 'x' })).toEqual({ ...EVENT, state: 4 });
  });

  it('drops what is not an application answer (no throw: one bad message must not stop the queue)', () => {
    expect(readApplicationEvent({})).toBeNull();
    expect(readApplicationEvent({ ...EVENT, applicationId: '' })).toBeNull();
    expect(readApplicationEvent({ ...EVENT, applicationId: 41 })).toBeNull();
    expect(readApplicationEvent({ ...EVENT, recruitingInfoId: null })).toBeNull();
    expect(readApplicationEvent({ ...EVENT, state: '3' })).toBeNull();
    expect(readApplicationEvent({ ...EVENT, state: 9 })).toBeNull();
  });
});

describe('the toast', () => {
  it.each([['en', en], ['fr', fr], ['cn', cn]] as const)('%s: invited, not retained, and any other state by its label', async (lang, messages) => {
    const i18n = await createI18n(lang);
    await i18n.complete();
    const answered = messages.jobs.seeker.answered;
    expect(applicationToastText(EVENT, i18n.t)).toBe(answered.invited);
    expect(applicationToastText({ ...EVENT, state: 4 }, i18n.t)).toBe(answered.notRetained);
    expect(applicationToastText({ ...EVENT, state: 2 }, i18n.t)).toBe(answered.changed.replace('{{state}}', messages.jobs.common.application[2]));
  });

  it('waits for the rest of the locale, then toasts once; a locale that cannot load says nothing', async () => {
    const i18n = await createI18n('fr');
    const toasts: string[] = [];
    await toastApplication({ ...EVENT, state: 4 }, { i18n, toast: (m) => void toasts.push(m) });
    expect(toasts).toEqual([fr.jobs.seeker.answered.notRetained]);
    const failing = { t: i18n.t, complete: () => Promise.reject(new Error('offline')) };
    await toastApplication(EVENT, { i18n: failing, toast: (m) => void toasts.push(m) });
    expect(toasts).toHaveLength(1);
  });
});
