// metaData and headers of every request (spec §7): request time, system code, language, areaId,
// userId, platform info, device id, timezone, webp support; Authorization from the stored login
// and a webp-support header.
import { SYSTEM_CODE } from '../contract/constants.js';
import type { MetaData, PlatformInfo } from '../contract/envelope.js';
import type { ClientSession } from './types.js';

/** Name of the webp-support header (spec §7 names none); value '1' or '0'. Servers must allow it in CORS. */
export const WEBP_HEADER = 'X-Webp';

let timezone: string | undefined;

/** Temporal where the engine has it (Chromium 144+, so today's Android WebViews); typed here. */
type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * IANA timezone of the device; 'UTC' when neither Temporal nor Intl can tell (old WebViews). Asked
 * once per page. Temporal.Now.timeZoneId() answers in about a millisecond; Intl's answer builds a
 * date formatter first, which loads ICU's locale data (100–200 ms at 4× CPU, locale-conventions.ts)
 * in the task of a page's first call.
 */
export function deviceTimezone(): string {
  if (timezone === undefined) {
    try {
      const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
      timezone = temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      timezone = 'UTC';
    }
  }
  return timezone;
}

export function buildMetaData(session: ClientSession, platform: PlatformInfo, webp: boolean, now = Date.now()): MetaData {
  return {
    requestTime: now,
    systemCode: SYSTEM_CODE,
    language: session.getLanguage(),
    areaId: session.getAreaId(),
    userId: session.getUserId(),
    platform,
    deviceId: session.getDeviceId(),
    timezone: deviceTimezone(),
    webp,
  };
}

/** Headers shared by JSON, multipart and GET requests. Authorization is omitted when logged out. */
export function baseHeaders(authorization: string, webp: boolean): Record<string, string> {
  const headers: Record<string, string> = { [WEBP_HEADER]: webp ? '1' : '0' };
  if (authorization) headers.Authorization = authorization;
  return headers;
}
