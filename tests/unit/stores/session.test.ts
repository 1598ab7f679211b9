import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore, type SessionStore, type UserAllInfo, type UserInfo } from '../../../src/stores/session.js';
import { createPrefixedStorage } from '../../../src/stores/storage.js';
import { MemoryStorage, writeFromOtherTab } from './fake-storage.js';

const USER_INFO: UserInfo = { avatarPath: '/a.png', mail: 'a@b.ci', mobileCode: '225', petName: 'Awa', phone: '0701020304' };
const USER_ALL: UserAllInfo = {
  avatarPath: '/a.png',
  areaId: 'CIV',
  petName: 'Awa',
  accountType: 2,
  entName: 'Awa SARL',
  isMember: 1,
  memberLevel: 'gold',
  memberLevelId: 3,
  levelRelatedVOS: [{ moduleId: 6, releaseNum: 2 }],
  releaseAreaNum: 5,
  levelPath: '/gold.png',
};

const sessions: SessionStore[] = [];
function open(backend: Storage, prefix = 'mkt:t:') {
  const s = createSessionStore(createPrefixedStorage(prefix, backend));
  sessions.push(s);
  return s;
}
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
});

describe('session store (spec §3 "Session user")', () => {
  it('starts logged out with the default area and no language preference', () => {
    const s = open(new MemoryStorage());
    expect(s.userId.get()).toBe('');
    expect(s.isLoggedIn.get()).toBe(false);
    expect(s.areaId.get()).toBe('CIV');
    expect(s.language.get()).toBe('');
    expect(s.userInfo.get()).toBeNull();
  });

  it('setLogin stores the login result, and a reload keeps it', () => {
    const backend = new MemoryStorage();
    const s = open(backend);
    s.setLogin({ userId: 1001, Authorization: 'tok', areaId: 'GHA', languageId: 'fr', refreshToken: 'ref' });
    s.userInfo.set(USER_INFO);
    s.userAllInfo.set(USER_ALL);
    expect(s.isLoggedIn.get()).toBe(true);

    const reloaded = open(backend);
    expect(reloaded.userId.get()).toBe('1001');
    expect(reloaded.authorization.get()).toBe('tok');
    expect(reloaded.refreshToken.get()).toBe('ref');
    expect(reloaded.areaId.get()).toBe('GHA');
    expect(reloaded.language.get()).toBe('fr');
    expect(reloaded.userInfo.get()).toEqual(USER_INFO);
    expect(reloaded.userAllInfo.get()).toEqual(USER_ALL);
    expect(reloaded.isLoggedIn.get()).toBe(true);
  });

  it('listeners of the user id see the token already set', () => {
    const s = open(new MemoryStorage());
    const seen: string[] = [];
    s.userId.listen((id) => seen.push(`${id}:${s.authorization.get()}`));
    s.setLogin({ userId: 'u1', Authorization: 'tok' });
    expect(seen).toEqual(['u1:tok']);
  });

  it('keeps area and language when the login result has none or a non-code language id', () => {
    const s = open(new MemoryStorage());
    s.areaId.set('SEN');
    s.language.set('cn');
    s.setLogin({ userId: 'u1', Authorization: 'tok', languageId: 2 });
    expect(s.areaId.get()).toBe('SEN');
    expect(s.language.get()).toBe('cn');
  });

  it('clearUser logs out but keeps area and language', () => {
    const backend = new MemoryStorage();
    const s = open(backend);
    s.language.set('fr');
    s.setLogin({ userId: 'u1', Authorization: 'tok', areaId: 'GHA', refreshToken: 'r' });
    s.userInfo.set(USER_INFO);
    s.clearUser();
    expect([s.userId.get(), s.authorization.get(), s.refreshToken.get()]).toEqual(['', '', '']);
    expect(s.userInfo.get()).toBeNull();
    expect(s.isLoggedIn.get()).toBe(false);
    expect(s.areaId.get()).toBe('GHA');
    expect(s.language.get()).toBe('fr');
    expect(backend.getItem('mkt:t:userId')).toBeNull();
    expect(backend.getItem('mkt:t:authorization')).toBeNull();
  });

  it('reset() also forgets area and language', () => {
    const s = open(new MemoryStorage());
    s.language.set('fr');
    s.areaId.set('GHA');
    s.reset();
    expect(s.areaId.get()).toBe('CIV');
    expect(s.language.get()).toBe('');
  });

  it('creates one device id and keeps it across reloads', () => {
    const backend = new MemoryStorage();
    const first = open(backend).deviceId;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(open(backend).deviceId).toBe(first);
    expect(open(new MemoryStorage()).deviceId).not.toBe(first);
  });

  it('ignores invalid stored values (another version, hand edits)', () => {
    const backend = new MemoryStorage();
    backend.setItem('mkt:t:language', 'de');
    backend.setItem('mkt:t:userInfo', '{"petName":42}');
    backend.setItem('mkt:t:userAllInfo', 'not json');
    const s = open(backend);
    expect(s.language.get()).toBe('');
    expect(s.userInfo.get()).toBeNull();
    expect(s.userAllInfo.get()).toBeNull();
  });

  it('a logout in another tab logs this tab out', () => {
    const backend = new MemoryStorage();
    const s = open(backend);
    s.setLogin({ userId: 'u1', Authorization: 'tok' });
    const states: boolean[] = [];
    s.isLoggedIn.listen((v) => states.push(v));
    writeFromOtherTab(backend, 'mkt:t:authorization', null);
    writeFromOtherTab(backend, 'mkt:t:userId', null);
    expect(s.userId.get()).toBe('');
    expect(s.authorization.get()).toBe('');
    expect(states).toEqual([false]);
  });
});
