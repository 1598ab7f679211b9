// What an API handler is (issue 3): a function of the decoded customData and the request context
// that returns a Reply. Handlers never see HTTP; the envelope route (envelope-route.ts) decodes,
// authenticates, calls, encodes. Domain folders export tables of handlers keyed by ENDPOINTS names.
import type { AnyEndpoint, ResponseOf } from '../../../src/contract/endpoint.js';
import type { EndpointName, Endpoints } from '../../../src/contract/endpoints.js';
import type { LanguageCode, MetaData, Reply } from '../../../src/contract/envelope.js';
import { CODE } from '../../../src/contract/codes.js';
import type { ValidationIssue } from '../../../src/contract/validation/validate.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { ReplyCache } from '../cache/reply-cache.js';
import type { Database } from '../db/database.js';
import type { Broker, BrokerAddress } from '../realtime/broker.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { PaymentSite } from '../payments/payment-site.js';
import type { PaymentTimes } from '../payments/payment-times.js';
import type { Translator } from '../translation/translator.js';

/** The logged-in caller, resolved from the Authorization header. */
export interface AuthUser {
  userId: string;
  accountType: number;
  sessionId: string;
  deviceId: string;
}

/** suspended: a live session of an account the moderators suspended (accounts/suspension.ts). */
export type AuthState = 'none' | 'valid' | 'expired' | 'invalid' | 'suspended';

/** Services shared by handlers; each domain adds what it needs here (one place, typed). */
export interface ServerServices {
  /** Verification-code delivery (outbox in development). */
  outbox: Outbox;
  /** now() in ms; tests may move time. */
  clock: () => number;
  production: boolean;
  uploadsDir: string;
  /** Papers and proofs (config.ts privateUploadsDir; private-files/): never under uploadsDir. */
  privateUploadsDir: string;
  /** The real-time queue (spec §7 "Queue"); absent: the server runs without one and says so. */
  broker?: Broker;
  /** The reply cache of public reads (cache/reply-cache.ts); absent: every read runs its handler. */
  replyCache?: ReplyCache;
  /**
   * Machine translation (translation/translation-queue.ts); absent: none is configured, and an
   * approved listing is published at once and waits for a human translation.
   */
  translation?: MachineTranslation;
  /**
   * Who moves the money (payments/provider.ts): CinetPay or its development sandbox
   * (payments/cinetpay/start.ts); absent: payments are not configured and orders cannot be paid.
   */
  payments?: PaymentProvider;
  /**
   * Where the provider reaches our webhook and where payers may come back to (payments/site.ts);
   * set with `payments` once the server listens. Absent: online payments are refused.
   */
  paymentSite?: PaymentSite;
  /**
   * The online order's lifetime, the expiry grace and the reconciliation poll as configured
   * (config.ts paymentTimes); absent: payments/limits.ts's defaults (payment-times.ts paymentTimesOf).
   */
  paymentTimes?: PaymentTimes;
  /**
   * Spec §6 "Viewing shares ... depend on the package": a post's detail and its comments need an
   * active membership (config.ts sharesNeedMembership); absent or false: open to everyone.
   */
  sharesNeedMembership?: boolean;
  /**
   * The saved searches' matching and digests (alerts/jobs.ts; issue: Beyond the spec); absent
   * (test servers): listings wait in the outbox until a test drains it (alerts/match-round.ts).
   */
  alerts?: AlertJobs;
}

export interface AlertJobs {
  /** Matches the listings just published now instead of at the next poll. */
  wake(): void;
}

export interface MachineTranslation {
  /** For the start-up line. */
  readonly label: string;
  /** Runs the queue now (an approval just put a listing in translation) instead of at the next poll. */
  wake(): void;
  /** The provider itself, for translations made on demand (chat/translate-message.ts); absent: none on demand. */
  translator?: Translator;
}

export interface OutboxMessage {
  channel: 'sms' | 'mail';
  to: string;
  text: string;
  code: string;
  at: number;
}

export interface Outbox {
  send(message: Omit<OutboxMessage, 'at'>): Promise<void>;
  /** Newest first (development endpoint and tests). */
  list(to?: string): OutboxMessage[];
}

export interface RequestContext {
  db: Database;
  /** Normalized metaData (language always cn|en|fr, areaId defaulted). */
  meta: MetaData;
  language: LanguageCode;
  user: AuthUser | null;
  auth: AuthState;
  /** Raw token from the Authorization header ('' when none). */
  token: string;
  ip: string;
  /** Where the request came in (scheme, host, port as the client sees them): the embedded broker's address. */
  address: BrokerAddress;
  services: ServerServices;
}

export type Handler<E extends AnyEndpoint = AnyEndpoint> = (
  input: unknown,
  ctx: RequestContext,
) => Promise<Reply<ResponseOf<E> | null>>;

export type HandlerTable = { [K in EndpointName]?: Handler<Endpoints[K]> };

/** A refusal thrown from deep inside a handler; the route turns it into a coded reply. */
export class ReplyError extends Error {
  constructor(
    readonly code: number,
    /** Locale key (locales/en.json) of the message; the route translates it. */
    readonly key: string,
    readonly customData: unknown = null,
    /** Values of the message's {{placeholders}}. */
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** 4422 for failed validation (spec §5): the first issue's message, every issue in customData. */
export function validationFailure(issues: readonly ValidationIssue[]): ReplyError {
  const first = issues[0];
  return new ReplyError(CODE.VALIDATION, first?.key ?? MSG.checkWarning, { issues }, first?.values ?? {});
}

export const okReply = <T>(customData: T, message = 'success'): Reply<T> => ({ code: 200, message, customData });
