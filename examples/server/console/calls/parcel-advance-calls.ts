// A received parcel's tracking steps (console-express.ts; issue "Goods orders and air express",
// operator console: "advance the tracking state"): each step of statuses.PARCEL_TRACKING after
// 'received' is recorded by an operator, only right after the one before it — no skip, no going
// back, no second time (errors.parcelState). A parcel measured heavier does not depart before its
// supplement is paid (errors.supplementDue): the payment order is locked first, as the payments
// lock it before the parcel when it is paid (parcel-receive-calls.ts says why). One transaction
// with the step's event (and its place) and the audit row; the sender is told after the commit.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_EXPRESS_ERRORS } from '../../../../src/contract/console-express.js';
import { ORDER_STATE, PARCEL_STATE, PARCEL_TRACKING, type ParcelTrackingStep } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { notifyParcel } from '../../express/notify.js';
import { logParcelEvent } from '../../express/parcel-events.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { parcelDetailOf, parcelNotFound } from './parcel-rows.js';

/** The step a parcel must be at for `step` to be recorded: the one before it. */
const previousOf = (step: ParcelTrackingStep): ParcelTrackingStep | undefined => PARCEL_TRACKING[PARCEL_TRACKING.indexOf(step) - 1];

/** Whether the supplement of a heavier measure (if any) is still unpaid; its payment order locked. */
async function supplementUnpaid(tx: Queryable, supplementOrderNo: string | null): Promise<boolean> {
  if (supplementOrderNo === null) return false;
  const [order] = await tx.query<{ state: number }>('select state from orders where order_no = $1 for update', [supplementOrderNo]);
  return Number(order?.state) !== ORDER_STATE.paid;
}

const advanceParcel: ConsoleHandler<'advanceParcel'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.advanceParcel, raw);
  const before = previousOf(input.step);
  await ctx.db.transaction(async (tx) => {
    const [ref] = await tx.query<{ supplement_order_no: string | null }>('select supplement_order_no from parcels where parcel_no = $1', [input.parcelNo]);
    if (!ref) throw parcelNotFound();
    const unpaid = await supplementUnpaid(tx, ref.supplement_order_no);
    const [p] = await tx.query<{ state: number; sender_id: string }>('select state, sender_id from parcels where parcel_no = $1 for update', [input.parcelNo]);
    if (!p) throw parcelNotFound();
    if (before === undefined || Number(p.state) !== PARCEL_STATE[before]) throw new ReplyError(CODE.VALIDATION, CONSOLE_EXPRESS_ERRORS.parcelState);
    if (input.step === 'departed' && unpaid) throw new ReplyError(CODE.VALIDATION, CONSOLE_EXPRESS_ERRORS.supplementDue);
    await tx.query('update parcels set state = $2, updated_at = $3 where parcel_no = $1', [input.parcelNo, PARCEL_STATE[input.step], new Date(ctx.now)]);
    await logParcelEvent(tx, input.parcelNo, { kind: input.step, by: 'operator', operatorId: operator.operatorId, place: input.place, now: ctx.now });
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: 'parcel.advance',
      target: `parcel:${input.parcelNo}`,
      detail: { step: input.step, from: before, place: input.place, senderId: p.sender_id },
    }, ctx.now);
  });
  await notifyParcel({ db: ctx.db, services: ctx.services }, input.parcelNo, input.step);
  return parcelDetailOf(ctx.db, input.parcelNo, input.language);
};

export const PARCEL_ADVANCE_CALLS = { advanceParcel };
