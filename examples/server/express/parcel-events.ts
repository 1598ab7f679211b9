// A parcel's history (parcel_events, migration 028): every move, oldest first, for the sender's
// tracking timeline (/sea/details) and the console. Written in the transaction of the change it
// records, so the history never claims a move that did not happen.
import type { ParcelEvent } from '../../../src/contract/types/air-express.js';
import type { Queryable } from '../db/database.js';

export interface ParcelEventInput {
  kind: string;
  by: ParcelEvent['by'];
  now: number;
  /** The operator who made it (console calls). */
  operatorId?: string;
  place?: string;
  data?: Record<string, string | number>;
}

export async function logParcelEvent(tx: Queryable, parcelNo: string, e: ParcelEventInput): Promise<void> {
  await tx.query(
    'insert into parcel_events (parcel_no, kind, by_side, operator_id, place, data, created_at) values ($1, $2, $3, $4, $5, $6::jsonb, $7)',
    [parcelNo, e.kind, e.by, e.operatorId ?? null, e.place ?? '', JSON.stringify(e.data ?? {}), new Date(e.now)],
  );
}
