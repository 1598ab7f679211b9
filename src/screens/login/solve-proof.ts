// Solves the login proof of work (src/contract/proof-of-work.ts) the server asks of a new device
// after repeated wrong passwords for an account. Runs in short slices with a yield between them, so
// the page keeps painting its "checking this device" status and stays responsive on slow phones.
import { leadingZeroBits, proofInput, type ProofChallenge, type ProofOfWork } from '../../contract/proof-of-work.js';
import { sha256Bytes } from '../../features/sha256.js';

const SLICE_MS = 25;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function solveProof({ challenge, bits }: ProofChallenge): Promise<ProofOfWork> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; ) {
    const sliceEnd = Date.now() + SLICE_MS;
    do {
      // 256 tries between clock reads: the clock is slower than a hash on some WebViews.
      for (let i = 0; i < 256; i++, nonce++) {
        if (leadingZeroBits(sha256Bytes(encoder.encode(proofInput(challenge, String(nonce))))) >= bits) return { challenge, nonce: String(nonce) };
      }
    } while (Date.now() < sliceEnd);
    await yieldToPage();
  }
}
