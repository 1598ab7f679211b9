// A saved search matched a new listing (contract NOTICE_EVENT; src/realtime/notice-event.ts): what
// the realtime chunk accepts off the queue, the bells' count, the tappable toast and the native push.
import { describe, expect, it, vi } from 'vitest';
import type { NativeAccess } from '../../../src/app/context.js';
import type { AppNotice } from '../../../src/contract/types/alerts.js';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import { alertNotice, countNotice, noticeText, readNoticeEvent } from '../../../src/realtime/notice-event.js';
import { noticeUnreadOf } from '../../../src/realtime/notice-unread.js';

const notice: AppNotice = {
  noticeId: 'nt9', kind: 'searchMatch', searchId: 'ss4', searchTitle: 'Maisons · Cocody', moduleId: 6, serviceId: 'h77',
  listingTitle: 'Villa à Cocody', imgPath: '/uploads/a.jpg', count: 1, read: false, createdAt: '2026-11-27T10:00:00Z',
};

describe('readNoticeEvent', () => {
  it('takes a notice and the unread count', () => {
    expect(readNoticeEvent({ notice: { ...notice, extra: 1 }, unread: 3 })).toEqual({ notice, unread: 3 });
    const digest = { ...notice, kind: 'searchDigest', serviceId: '', listingTitle: '', imgPath: '', count: 5 };
    expect(readNoticeEvent({ notice: digest, unread: 1 })?.notice.count).toBe(5);
  });
  it('drops malformed events', () => {
    expect(readNoticeEvent({})).toBeNull();
    expect(readNoticeEvent({ notice, unread: -1 })).toBeNull();
    expect(readNoticeEvent({ notice, unread: '3' })).toBeNull();
    expect(readNoticeEvent({ notice: { ...notice, noticeId: '9' }, unread: 1 })).toBeNull();
    expect(readNoticeEvent({ notice: { ...notice, searchId: 'x' }, unread: 1 })).toBeNull();
    expect(readNoticeEvent({ notice: { ...notice, kind: 'other' }, unread: 1 })).toBeNull();
    expect(readNoticeEvent({ notice: { ...notice, serviceId: '' }, unread: 1 })).toBeNull();
    expect(readNoticeEvent({ notice: { ...notice, listingTitle: 3 }, unread: 1 })).toBeNull();
    expect(readNoticeEvent({ notice: { ...notice, count: 1.5 }, unread: 1 })).toBeNull();
    expect(readNoticeEvent({ notice: 'nt9', unread: 1 })).toBeNull();
  });
});

describe('the alert', () => {
  it('sets the instance’s unread count, and no other instance’s', () => {
    const a = {};
    const b = {};
    countNotice(a, { notice, unread: 4 });
    expect(noticeUnreadOf(a).get()).toBe(4);
    expect(noticeUnreadOf(b).get()).toBe(0);
  });
  it('toasts « Nouvelle annonce : <title> »; a tap opens the listing; a native shell gets notify', async () => {
    const i18n = await createI18n('fr');
    await i18n.complete();
    expect(noticeText(notice, i18n.t)).toBe('Nouvelle annonce\u00a0: Villa à Cocody');
    expect(noticeText({ ...notice, kind: 'searchDigest', count: 5 }, i18n.t)).toBe('5 nouvelles annonces pour «\u00a0Maisons · Cocody\u00a0»');
    const toast = vi.fn();
    const navigate = vi.fn();
    const call = vi.fn(async () => ({ shown: true }));
    const native = { inShell: () => true, get: async () => ({ call }), current: null } as unknown as NativeAccess;
    await alertNotice({ notice, unread: 1 }, { notice: { i18n, toast, navigate, native }, route: '/house/details?serviceId=h77' });
    expect(toast).toHaveBeenCalledTimes(1);
    const [text, ms, onTap] = toast.mock.calls[0] as [string, number, () => void];
    expect(text).toBe('Nouvelle annonce\u00a0: Villa à Cocody');
    expect(ms).toBeGreaterThan(2500);
    onTap();
    expect(navigate).toHaveBeenCalledWith('/house/details?serviceId=h77');
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('notify', { title: 'Alerte de recherche', body: text, route: '/house/details?serviceId=h77' }));
  });
  it('in a plain browser: the toast only', async () => {
    const i18n = await createI18n('en');
    const toast = vi.fn();
    const get = vi.fn();
    await alertNotice({ notice, unread: 1 }, { notice: { i18n, toast, native: { inShell: () => false, get, current: null } }, route: '/x' });
    expect(toast.mock.calls[0]?.[0]).toBe('New listing: Villa à Cocody');
    expect(get).not.toHaveBeenCalled();
  });
});
