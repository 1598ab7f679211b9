// The reply envelope {data: base64(JSON)} of spec §7, as src/contract/envelope.ts encodeReply makes
// it, with Node's native base64. The contract's encoder is the portable one (TextEncoder and btoa
// over chunks, for browsers): 274 µs for a 4.7 KB list page where Buffer takes 19 µs, about a
// tenth of the server's time per uncached list call. tests/server/reply-wire.test.ts holds the two
// to the same output.
import type { Reply, WireBody } from '../../../src/contract/envelope.js';

export const encodeReplyWire = (reply: Reply<unknown>): WireBody => ({
  data: Buffer.from(JSON.stringify(reply), 'utf8').toString('base64'),
});
