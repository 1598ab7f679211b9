// The tracking timeline of a parcel (spec §2 /sea details; statuses.ts PARCEL_TRACKING): the six
// steps in order, each done (with the time and place of its event), the current one (where the
// parcel is now) or still to come. The state says how far the parcel is; the events say when and
// where each step happened (the newest event of a step wins: an operator's correction).
import { PARCEL_STATE, PARCEL_TRACKING, type ParcelTrackingStep } from '../../contract/statuses.js';
import type { Parcel, ParcelEvent } from '../../contract/types/air-express.js';

export type StepStatus = 'done' | 'current' | 'future';

export interface TrackingStep {
  step: ParcelTrackingStep;
  status: StepStatus;
  /** ISO time of the step's event; '' when it has none (still to come). */
  at: string;
  place: string;
}

/** How many tracking steps the state has reached: received (3) is the first, delivered (8) the sixth. */
export function stepsReached(state: number): number {
  if (state < PARCEL_STATE.received || state > PARCEL_STATE.delivered) return 0;
  return state - PARCEL_STATE.received + 1;
}

export function trackingSteps(p: Pick<Parcel, 'state' | 'events'>): TrackingStep[] {
  const last = new Map<string, ParcelEvent>();
  for (const e of p.events) last.set(e.kind, e);
  // A closed parcel stays where its events left it, with no step current.
  const closed = p.state === PARCEL_STATE.closed;
  const reached = closed ? PARCEL_TRACKING.filter((s) => last.has(s)).length : stepsReached(p.state);
  return PARCEL_TRACKING.map((step, i) => {
    const e = last.get(step);
    const status: StepStatus = i >= reached ? 'future' : i === reached - 1 && !closed ? 'current' : 'done';
    return { step, status, at: status === 'future' ? '' : (e?.at ?? ''), place: status === 'future' ? '' : (e?.place ?? '') };
  });
}
