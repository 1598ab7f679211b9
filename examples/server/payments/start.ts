// Starts the money core's side of a serving process once it listens (instance.ts): where the
// provider reaches the webhook and where payers come back to (site.ts), and the reconciliation job
// (reconcile.ts), which runs even without a provider: bank and offline orders expire too; beside it
// the goods orders' sweep (goods/sweep.ts). The provider itself is started by cinetpay/start.ts
// (services.payments).
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { createTradeSweep } from '../goods/sweep.js';
import { createReconciliation, type Reconciliation } from './reconcile.js';
import { paymentSiteOf } from './site.js';

export function startPaymentJobs(
  config: Pick<ServerConfig, 'publicOrigin'>, db: Database, services: ServerServices, address: AddressInfo | string | null,
): Reconciliation {
  const site = paymentSiteOf(config, address);
  if (site) services.paymentSite = site;
  const job = createReconciliation({ db, services, log: (line) => console.warn(line) });
  // The goods orders' own clock (goods/sweep.ts: shipped orders complete themselves) runs beside it.
  const sweep = createTradeSweep({ db, services, log: (line) => console.warn(line) });
  job.start();
  sweep.start();
  return {
    runOnce: job.runOnce,
    start() {
      job.start();
      sweep.start();
    },
    async stop() {
      await job.stop();
      await sweep.stop();
    },
  };
}
