// Starts the money core's side of a serving process once it listens (instance.ts): where the
// provider reaches the webhook and where payers come back to (site.ts), and the reconciliation job
// (reconcile.ts), which runs even without a provider: bank and offline orders expire too. The
// provider itself is started by cinetpay/start.ts (services.payments).
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { createReconciliation, type Reconciliation } from './reconcile.js';
import { paymentSiteOf } from './site.js';

export function startPaymentJobs(
  config: Pick<ServerConfig, 'publicOrigin'>, db: Database, services: ServerServices, address: AddressInfo | string | null,
): Reconciliation {
  const site = paymentSiteOf(config, address);
  if (site) services.paymentSite = site;
  const job = createReconciliation({ db, services, log: (line) => console.warn(line) });
  job.start();
  return job;
}
