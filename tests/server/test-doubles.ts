// Stand-ins for what a server test must watch rather than reach: a broker that records what the
// server publishes on users' queues (decoded from the queue envelope), and a payment provider with
// a refund API (CinetPay's checkout has none) that records what it was asked.
import { decodeBase64Utf8 } from '../../src/contract/base64.js';
import type { PaymentProvider } from '../../examples/server/payments/provider.js';
import type { Broker } from '../../examples/server/realtime/broker.js';

/** One message the server put on a user's queue. */
export interface Published {
  userMq: string;
  msgType: string;
  msgData: Record<string, unknown>;
}

/** A broker that pushes each published message, decoded, onto `published`. */
export function recordingBroker(published: Published[]): Broker {
  return {
    kind: 'embedded',
    grant: async () => ({ username: 'u', password: 'p' }),
    async publish(userMq, body) {
      const outer = JSON.parse(body) as { data: string };
      const inner = JSON.parse(decodeBase64Utf8(outer.data) ?? '{}') as { msgType: string; msgData: Record<string, unknown> };
      published.push({ userMq, msgType: inner.msgType, msgData: inner.msgData });
    },
    address: (r) => r,
    close: async () => undefined,
  };
}

/** A provider that refunds by API, answering reference `RF-<transaction>-<amount>`; each refund asked lands in `asked`. */
export function refundingProvider(asked: unknown[]): PaymentProvider {
  const unused = () => { throw new Error('not used by refunds'); };
  return {
    label: 'test provider with refunds',
    create: unused, check: unused, verifyNotification: unused,
    async refund(transactionId, amount, reason) {
      asked.push({ transactionId, amount, reason });
      return { ok: true, reference: `RF-${transactionId}-${amount}`, raw: { status: 'REFUNDED', transactionId, amount } };
    },
  };
}
