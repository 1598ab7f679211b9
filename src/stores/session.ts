// The session user of spec §3 "Session user". Everything the spec calls "stored" (user id,
// authorization, area, language, user info; spec §4 "Login": "user id and authorization are
// stored") is persisted per app instance; the device id is created once and survives logout.
import { batch, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { DEFAULT_AREA_ID } from '../contract/constants.js';
import type { LanguageCode } from '../contract/envelope.js';
import { isLanguageCode } from '../i18n/resolve-language.js';
import { hasFields, isFiniteNumber, isRecord, isString, randomId } from './guards.js';
import { jsonCodec, persistentAtom, stringCodec, type Codec, type PersistentAtom } from './persistent-atom.js';
import type { PrefixedStorage } from './storage.js';
import type { LoginResult as ContractLoginResult, UserAllInfo as ContractUserAllInfo, UserInfo } from '../contract/types/account.js';

/** userInfo and userAllInfo are the contract's (spec §3 "Session user"). */
export type { UserInfo };

/**
 * What setLogin() accepts: the contract's LoginResult, read leniently (the spec's login reply
 * shows areaId, Authorization, userId, languageId; ids may arrive as numbers, languageId as a
 * numeric id we cannot map), because it is normalized before anything is stored.
 */
export type LoginResult = Pick<ContractLoginResult, 'Authorization'> & {
  userId: string | number;
  areaId?: string;
  languageId?: string | number;
  refreshToken?: string;
};

/**
 * userAllInfo as stored: only the first four fields are always there (spec §3 "... levelPath and
 * similar"); an older stored copy may lack the rest, so they are optional here.
 */
export type UserAllInfo = Pick<ContractUserAllInfo, 'avatarPath' | 'areaId' | 'petName' | 'accountType'> & Partial<ContractUserAllInfo>;

export interface SessionStore {
  /** '' when logged out. */
  userId: WritableAtom<string>;
  authorization: WritableAtom<string>;
  refreshToken: WritableAtom<string>;
  areaId: WritableAtom<string>;
  /** '' = no stored preference (then the browser language decides, spec §1). */
  language: WritableAtom<'' | LanguageCode>;
  userInfo: WritableAtom<UserInfo | null>;
  userAllInfo: WritableAtom<UserAllInfo | null>;
  /** Persistent unique device id sent in metaData (spec §7). */
  readonly deviceId: string;
  isLoggedIn: ReadableAtom<boolean>;
  setLogin(result: LoginResult): void;
  /** Logs out: user id, tokens and user info; keeps area and language. */
  clearUser(): void;
  /** Everything back to defaults (spec §8 4029/4030/4033 "clear ... local storage"), device id kept. */
  reset(): void;
  /** Stops following other tabs. */
  dispose(): void;
}

export const DEVICE_ID_KEY = 'deviceId';

const isUserInfo = (v: unknown): v is UserInfo =>
  isRecord(v) && hasFields(v, { avatarPath: isString, mail: isString, mobileCode: isString, petName: isString, phone: isString });

const isUserAllInfo = (v: unknown): v is UserAllInfo =>
  isRecord(v) &&
  hasFields(v, { avatarPath: isString, areaId: isString, petName: isString, accountType: isFiniteNumber }) &&
  (v.levelRelatedVOS === undefined || Array.isArray(v.levelRelatedVOS));

const nullable = <T>(accept: (v: unknown) => v is T) => (v: unknown): v is T | null => v === null || accept(v);

const languageCodec: Codec<'' | LanguageCode> = {
  encode: (v) => v,
  decode: (raw) => (raw === '' || isLanguageCode(raw) ? raw : undefined),
};

function loadDeviceId(storage: PrefixedStorage): string {
  const stored = storage.get(DEVICE_ID_KEY);
  if (stored && /^[0-9a-f-]{16,64}$/i.test(stored)) return stored;
  const id = randomId();
  storage.set(DEVICE_ID_KEY, id);
  return id;
}

export function createSessionStore(storage: PrefixedStorage): SessionStore {
  const userId = persistentAtom(storage, 'userId', '', stringCodec);
  const authorization = persistentAtom(storage, 'authorization', '', stringCodec);
  const refreshToken = persistentAtom(storage, 'refreshToken', '', stringCodec);
  const areaId = persistentAtom(storage, 'areaId', DEFAULT_AREA_ID, stringCodec);
  const language = persistentAtom<'' | LanguageCode>(storage, 'language', '', languageCodec);
  const userInfo = persistentAtom<UserInfo | null>(storage, 'userInfo', null, jsonCodec(nullable(isUserInfo)));
  const userAllInfo = persistentAtom<UserAllInfo | null>(storage, 'userAllInfo', null, jsonCodec(nullable(isUserAllInfo)));
  const all: PersistentAtom<unknown>[] = [userId, authorization, refreshToken, areaId, language, userInfo, userAllInfo];

  const clearUser = () =>
    batch(() => {
      userId.set('');
      authorization.set('');
      refreshToken.set('');
      userInfo.set(null);
      userAllInfo.set(null);
    });

  return {
    userId,
    authorization,
    refreshToken,
    areaId,
    language,
    userInfo,
    userAllInfo,
    deviceId: loadDeviceId(storage),
    isLoggedIn: computed(userId, (id) => id !== ''),
    setLogin(result) {
      // batch: listeners run once, after every field is set, so whoever reacts to the user id
      // (realtime connect, guards) already sees the token and area.
      batch(() => {
        authorization.set(result.Authorization);
        refreshToken.set(result.refreshToken ?? '');
        if (result.areaId) areaId.set(result.areaId);
        if (isLanguageCode(result.languageId)) language.set(result.languageId);
        userId.set(String(result.userId));
      });
    },
    clearUser,
    reset() {
      batch(() => {
        clearUser();
        areaId.set(DEFAULT_AREA_ID);
        language.set('');
      });
    },
    dispose() {
      for (const a of all) a.unwatch();
    },
  };
}
