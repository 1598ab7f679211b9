// Closing a parcel (statuses.PARCEL_STATE 9): one conditional update from the state the caller
// read (`where state = <from>`), so of a close and a payment, or two closes, only one wins and a
// repeat changes nothing (states only move forward). Its event is written in the same transaction.
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { ParcelCloseReason } from '../../../src/contract/types/air-express.js';
import type { Queryable } from '../db/database.js';
import { logParcelEvent, type ParcelEventInput } from './parcel-events.js';

export interface CloseParcel {
  parcelNo: string;
  /** The state the parcel must still be in. */
  from: number;
  reason: Exclude<ParcelCloseReason, ''>;
  event: ParcelEventInput;
}

/** Closes the parcel if it is still in `from`; false when it is not (paid, closed or moved meanwhile). */
export async function closeParcelInTx(tx: Queryable, c: CloseParcel): Promise<boolean> {
  const [row] = await tx.query(
    `update parcels set state = ${PARCEL_STATE.closed}, close_reason = $3, updated_at = $4 where parcel_no = $1 and state = $2 returning 1`,
    [c.parcelNo, c.from, c.reason, new Date(c.event.now)],
  );
  if (!row) return false;
  await logParcelEvent(tx, c.parcelNo, c.event);
  return true;
}
