// Starts the payment provider the configuration asks for (config.ts `payments`) and offers it to the
// handlers as services.payments: real CinetPay, or this server's own CinetPay sandbox reached over
// HTTP through the same adapter (as translation/start.ts does with LibreTranslate); nothing when
// the configuration says none. Called once the server listens: the sandbox is one of its routes.
// It imports neither config.ts nor http/handler.ts (both reach it through their own imports, and
// type imports count as cycles, .dependency-cruiser.cjs): the setting's type lives here.
import type { AddressInfo } from 'node:net';
import type { PaymentProvider } from '../provider.js';
import { createCinetPay } from './adapter.js';
import { SANDBOX_ACCOUNT, SANDBOX_CINETPAY_PATH } from './sandbox.js';

/** config.ts `payments`: real CinetPay with its account, the development sandbox, or none. */
export type PaymentsSetting =
  | { provider: 'cinetpay'; apiUrl: string; siteId: string; apiKey: string; secretKey: string }
  | 'sandbox'
  | 'none';

/** How this process calls itself at `address` (a wildcard address is reached on loopback). */
export function selfUrl(address: AddressInfo): string {
  const a = address.address;
  const host = a === '0.0.0.0' || a === '::' || a === '' ? '127.0.0.1' : a.includes(':') ? `[${a}]` : a;
  return `http://${host}:${address.port}`;
}

export function startPayments(
  config: { payments: PaymentsSetting }, services: { payments?: PaymentProvider }, address: AddressInfo | string | null,
): PaymentProvider | undefined {
  const p = config.payments;
  if (p === 'none') return undefined;
  let provider: PaymentProvider;
  if (p === 'sandbox') {
    if (typeof address !== 'object' || address === null) return undefined;
    provider = createCinetPay({ apiUrl: `${selfUrl(address)}${SANDBOX_CINETPAY_PATH}`, ...SANDBOX_ACCOUNT, label: 'sandbox (cinetpay protocol)' });
  } else {
    provider = createCinetPay({ apiUrl: p.apiUrl, siteId: p.siteId, apiKey: p.apiKey, secretKey: p.secretKey, label: 'cinetpay' });
  }
  services.payments = provider;
  return provider;
}
