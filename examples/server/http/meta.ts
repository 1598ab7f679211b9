// Normalizes the metaData of spec §7 from an untrusted envelope: every field typed and bounded,
// defaults where the client sent nothing usable. Never throws.
import { DEFAULT_AREA_ID, FALLBACK_LANGUAGE, LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode, MetaData } from '../../../src/contract/envelope.js';

const str = (v: unknown, max: number, fallback = ''): string => (typeof v === 'string' ? v.slice(0, max) : fallback);

export function normalizeMeta(raw: Record<string, unknown>): MetaData {
  const language = (LANGUAGES as readonly string[]).includes(raw.language as string)
    ? (raw.language as LanguageCode)
    : (FALLBACK_LANGUAGE as LanguageCode);
  const platform = typeof raw.platform === 'object' && raw.platform !== null ? (raw.platform as Record<string, unknown>) : {};
  const areaId = str(raw.areaId, 64);
  return {
    requestTime: typeof raw.requestTime === 'number' && Number.isFinite(raw.requestTime) ? raw.requestTime : Date.now(),
    systemCode: str(raw.systemCode, 32),
    language,
    areaId: /^[A-Za-z0-9,]{1,64}$/.test(areaId) ? areaId : DEFAULT_AREA_ID,
    userId: str(raw.userId, 64),
    platform: {
      container: str(platform.container, 32),
      userAgent: str(platform.userAgent, 512),
      screen: str(platform.screen, 32),
      appVersion: str(platform.appVersion, 32),
    },
    deviceId: str(raw.deviceId, 128),
    timezone: str(raw.timezone, 64, 'UTC'),
    webp: raw.webp === true,
  };
}
