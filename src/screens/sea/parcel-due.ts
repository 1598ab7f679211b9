// What a parcel asks to be paid now (spec §2 /sea pay; types/air-express.ts Parcel): its price
// while to be paid (state 1), else the supplement of a heavier measure while unpaid, else nothing.
import { PARCEL_STATE } from '../../contract/statuses.js';
import type { Parcel } from '../../contract/types/air-express.js';

export interface ParcelDue {
  paymentOrderNo: string;
  amount: number;
  /** The difference after the warehouse weighed it, not the first price. */
  supplement: boolean;
}

export function dueOf(p: Parcel): ParcelDue | null {
  if (p.state === PARCEL_STATE.toBePaid && p.paymentOrderNo) return { paymentOrderNo: p.paymentOrderNo, amount: p.quote.total, supplement: false };
  if (p.supplement && !p.supplement.paid && !p.closeReason) return { paymentOrderNo: p.supplement.paymentOrderNo, amount: p.supplement.amount, supplement: true };
  return null;
}
