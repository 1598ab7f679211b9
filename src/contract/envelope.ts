// The request/reply envelope of spec §7 and DESIGN.md §4.
//   request:  POST body {"data": base64(JSON {metaData, customData})}
//   reply:    body      {"data": base64(JSON {code, message, customData})}
// Decoding never throws: anything malformed becomes a coded error (issue 2 "Bad input").
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64.js';
import { isRecord } from './is-record.js';
import { fail, ok, type CodedError, type Result } from './result.js';

export type LanguageCode = 'cn' | 'en' | 'fr';

/** Platform info carried in metaData (spec §7 "platform info"). */
export interface PlatformInfo {
  /** 'web' standalone, 'iframe' or 'inline' embed, or the native shell ('android' | 'ios' | ...). */
  container: string;
  userAgent: string;
  screen: string;
  appVersion: string;
}

/** metaData of every request (spec §7). */
export interface MetaData {
  /** Request time, epoch milliseconds. */
  requestTime: number;
  /** Access-system code of the caller (constants.SYSTEM_CODE). */
  systemCode: string;
  language: LanguageCode;
  areaId: string;
  /** Empty string when logged out. */
  userId: string;
  platform: PlatformInfo;
  /** Persistent unique device id (stored once per browser profile and app instance). */
  deviceId: string;
  /** IANA timezone, e.g. "Africa/Abidjan". */
  timezone: string;
  webp: boolean;
}

export interface RequestEnvelope<T = unknown> {
  metaData: MetaData;
  customData: T;
}

export interface Reply<T = unknown> {
  code: number;
  message: string;
  customData: T;
}

export interface WireBody {
  data: string;
}

/** Code and text used by spec §8 for a network failure or a missing/unreadable body. */
export const SYSTEM_ERROR: CodedError = { code: 5002, message: 'Maybe This is a system error', key: 'errors.systemError' };

/** Our own code for a request envelope the server cannot read (spec §8 lists none; see codes.ts). */
export const BAD_ENVELOPE_CODE = 4400;

export function encodeWire(value: unknown): WireBody {
  return { data: encodeBase64Utf8(JSON.stringify(value)) };
}

export const encodeRequest = <T>(env: RequestEnvelope<T>): WireBody => encodeWire(env);
export const encodeReply = <T>(reply: Reply<T>): WireBody => encodeWire(reply);

/** Unwraps {data: base64(JSON)} into a parsed JSON value. */
export function decodeWire(body: unknown, error: CodedError = SYSTEM_ERROR): Result<unknown> {
  let wire = body;
  if (typeof wire === 'string') {
    try {
      wire = JSON.parse(wire);
    } catch {
      return fail({ ...error, detail: 'body is not JSON' });
    }
  }
  if (!isRecord(wire) || typeof wire.data !== 'string') return fail({ ...error, detail: 'body has no string "data"' });
  const text = decodeBase64Utf8(wire.data);
  if (text === null) return fail({ ...error, detail: '"data" is not base64 of UTF-8' });
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail({ ...error, detail: '"data" does not hold JSON' });
  }
}

/** Client side: a reply body -> Reply, or code 5002. */
export function decodeReply(body: unknown): Result<Reply> {
  const r = decodeWire(body);
  if (!r.ok) return r;
  const v = r.value;
  if (!isRecord(v) || typeof v.code !== 'number' || !Number.isFinite(v.code)) {
    return fail({ ...SYSTEM_ERROR, detail: 'reply has no numeric code' });
  }
  return ok({ code: v.code, message: typeof v.message === 'string' ? v.message : '', customData: v.customData ?? null });
}

/** Server side: a request body -> envelope, or BAD_ENVELOPE_CODE. metaData fields are checked by the server. */
export function decodeRequest(body: unknown): Result<RequestEnvelope<unknown> & { metaData: Record<string, unknown> }> {
  const bad: CodedError = { code: BAD_ENVELOPE_CODE, message: 'Malformed request envelope', key: 'errors.badEnvelope' };
  const r = decodeWire(body, bad);
  if (!r.ok) return r;
  const v = r.value;
  if (!isRecord(v) || !isRecord(v.metaData)) return fail({ ...bad, detail: 'envelope has no metaData object' });
  return ok({ metaData: v.metaData as Record<string, unknown> & MetaData, customData: v.customData ?? {} });
}
