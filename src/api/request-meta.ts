// metaData and headers of every request (spec §7): request time, system code, language, areaId,
// userId, platform info, device id, timezone, webp support; Authorization from the stored login
// and a webp-support header.
import { SYSTEM_CODE } from '../contract/constants.js';
import type { MetaData, PlatformInfo } from '../contract/envelope.js';
import type { ClientSession } from './types.js';

/** Name of the webp-support header (spec §7 names none); value '1' or '0'. Servers must allow it in CORS. */
export const WEBP_HEADER = 'X-Webp';

let timezone: string | undefined;

/**
 * IANA timezone of the device; 'UTC' when Intl cannot tell (old WebViews). Asked once per page:
 * building the formatter that knows it is the dearest part of a request's metaData (about 40 ms
 * on a cheap phone, issue "First view"), and a device does not change zone between two calls.
 */
export function deviceTimezone(): string {
  if (timezone === undefined) {
    try {
      timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
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
