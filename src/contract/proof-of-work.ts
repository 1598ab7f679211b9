// The login proof of work (ours; spec §8 names no captcha): after repeated wrong passwords for an
// account, a device that never logged in to it must find a nonce such that SHA-256 of
// `${challenge}:${nonce}` starts with `bits` zero bits before its password is checked. The server
// (accounts/login-guard.ts) and the app (screens/login/solve-proof.ts) read the rule here.

/** customData of the 4429 reply that asks for a proof. */
export interface ProofChallenge {
  challenge: string;
  bits: number;
}

/** What the next login call carries in loginData.proof. */
export interface ProofOfWork {
  challenge: string;
  nonce: string;
}

export const proofInput = (challenge: string, nonce: string): string => `${challenge}:${nonce}`;

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const isProofChallenge = (x: unknown): x is ProofChallenge =>
  typeof x === 'object' && x !== null && typeof (x as ProofChallenge).challenge === 'string' && Number.isInteger((x as ProofChallenge).bits);
