// The services every screen test gets, built in one place: real per-instance stores (so session
// reads and writes behave as in the app), the fake API of fake-api.ts, a media resolver on a test
// origin, and a translator (DESIGN.md §2: the shell only knows these shapes).
import type { AppServices, NativeAccess, ShellI18n } from '../../../src/app/context.js';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { createAppStores, type AppStores, type UserAllInfo } from '../../../src/stores/app-stores.js';
import { fakeApi, type Answers, type FakeApi } from './fake-api.js';

/** Shows the key, plus interpolated values, so texts naming a count or an item can be asserted. */
export const echoT = (key: string, opts?: Record<string, unknown>): string => (opts ? `${key}${JSON.stringify(opts)}` : key);

/** Files live on the API server, not the page's origin (AppServices.media). */
export const MEDIA_ORIGIN = 'https://media.test';
export const media = (p: string): string => (!p ? '' : /^https?:/.test(p) ? p : `${MEDIA_ORIGIN}${p}`);

/** A screen test with no native side: the bridge is never loaded. */
const noNative: NativeAccess = {
  get: () => Promise.reject(new Error('no native side in this test')),
  current: null,
  inShell: () => false,
};

export interface ServiceOptions {
  /** Endpoint path → reply (fake-api.ts); unanswered calls fail as the transport does. */
  answers?: Answers;
  /** Stored before mount: '' (default) is logged out. */
  userId?: string;
  userAllInfo?: UserAllInfo;
  /** cn | en | fr (spec §9); default en. */
  language?: LanguageCode;
  native?: NativeAccess;
}

export interface TestServices extends FakeApi {
  services: AppServices;
  stores: AppStores;
  i18n: ShellI18n;
}

let instances = 0;

/** Echoed keys in `language`, or with `locales` its real texts (for tests about wording). */
export async function testI18n(language: LanguageCode = 'en', locales = false): Promise<ShellI18n> {
  if (!locales) return { t: echoT, language };
  const real = await createI18n(language);
  return { t: real.t as ShellI18n['t'], language, complete: () => real.complete() };
}

/** `i18n` defaults to echoed keys in `options.language`. */
export function testServices(options: ServiceOptions, i18n: ShellI18n = { t: echoT, language: options.language ?? 'en' }): TestServices {
  const stores = createAppStores(`screen-test-${++instances}`, null);
  if (options.userId) stores.session.userId.set(options.userId);
  if (options.userAllInfo) stores.session.userAllInfo.set(options.userAllInfo);
  const fake = fakeApi(options.answers ?? {}, stores);
  const services: AppServices = { api: fake.api, stores, native: options.native ?? noNative, media };
  return { ...fake, services, stores, i18n };
}
