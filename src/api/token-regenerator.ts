// Code 4006 (spec §8): the token expired; regenerate it silently and replay the call; when that
// fails, clear storage and user id. SINGLE-FLIGHT: any number of calls that were sent with the same
// expired token share ONE regeneration request, and calls that learn of the expiry after it
// finished reuse its outcome instead of starting another.
import { GENERATE_TOKEN_PATH } from '../contract/constants.js';
import type { Reply } from '../contract/envelope.js';
import type { ClientSession } from './types.js';

/** The contract's generateToken path (a constant, not the account table, in the first chunk). */
export const DEFAULT_REGENERATE_PATH = GENERATE_TOKEN_PATH;

/** Reply customData of the regeneration endpoint. */
export interface RegeneratedTokens {
  Authorization: string;
  refreshToken?: string;
}

export interface TokenRegenerator {
  /**
   * Called by a request that got 4006 after being sent with `sentAuth`.
   * Resolves true when a newer token is stored (the caller replays), false when renewal failed
   * (the session has been cleared). Never rejects.
   */
  renew(sentAuth: string): Promise<boolean>;
}

const tokensOf = (reply: Reply): RegeneratedTokens | null => {
  const c = reply.customData as Partial<Record<keyof RegeneratedTokens, unknown>> | null;
  if (reply.code !== 200 || typeof c !== 'object' || c === null) return null;
  if (typeof c.Authorization !== 'string' || c.Authorization === '') return null;
  return { Authorization: c.Authorization, ...(typeof c.refreshToken === 'string' ? { refreshToken: c.refreshToken } : {}) };
};

/** `request` sends {userId, refreshToken} to the regeneration endpoint; it must always resolve. */
export function createTokenRegenerator(session: ClientSession, request: () => Promise<Reply>): TokenRegenerator {
  let inflight: { from: string; promise: Promise<boolean> } | null = null;
  let last: { from: string; ok: boolean } | null = null;

  const regenerate = async (sentAuth: string): Promise<boolean> => {
    let tokens: RegeneratedTokens | null = null;
    try {
      tokens = tokensOf(await request());
    } catch {
      tokens = null;
    }
    if (tokens) {
      session.setTokens({ authorization: tokens.Authorization, refreshToken: tokens.refreshToken });
      return true;
    }
    // Another tab of this browser (same storage) renewed first: our refresh token was already spent,
    // and the server refused it, but the tokens it stored are good; replay with them.
    const stored = session.getAuthorization();
    if (stored !== '' && stored !== sentAuth) return true;
    try {
      session.clearAll();
    } catch {
      /* the stores failing to clear must not leave callers hanging */
    }
    return false;
  };

  return {
    renew(sentAuth) {
      if (inflight && inflight.from === sentAuth) return inflight.promise;
      if (last && last.from === sentAuth) return Promise.resolve(last.ok);
      const current = session.getAuthorization();
      // Renewed meanwhile (by an earlier regeneration, or a fresh login): just replay.
      if (current && current !== sentAuth) return Promise.resolve(true);
      const flight = { from: sentAuth, promise: regenerate(sentAuth) };
      inflight = flight;
      void flight.promise.then((ok) => {
        last = { from: sentAuth, ok };
        if (inflight === flight) inflight = null;
      });
      return flight.promise;
    },
  };
}
