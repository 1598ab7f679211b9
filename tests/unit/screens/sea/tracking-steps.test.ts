// The tracking timeline of a parcel (src/screens/sea/tracking-steps.ts; spec §2 /sea details): the
// six steps of statuses.PARCEL_TRACKING, done / current / future from the state, the times and
// places from the events.
import { describe, expect, it } from 'vitest';
import { PARCEL_STATE, PARCEL_TRACKING } from '../../../../src/contract/statuses.js';
import type { ParcelEvent } from '../../../../src/contract/types/air-express.js';
import { stepsReached, trackingSteps } from '../../../../src/screens/sea/tracking-steps.js';

const ev = (kind: string, at: string, place = ''): ParcelEvent => ({ kind, by: 'operator', at, place });
const created = ev('created', '2026-11-20T08:00:00Z');
const paid = ev('paid', '2026-11-20T08:05:00Z');
const received = ev('received', '2026-11-21T09:00:00Z', 'Entrepôt de Guangzhou');
const departed = ev('departed', '2026-11-22T22:30:00Z', 'Aéroport de Guangzhou Baiyun');

describe('stepsReached', () => {
  it('counts the tracking steps a state has reached', () => {
    expect(stepsReached(PARCEL_STATE.toBePaid)).toBe(0);
    expect(stepsReached(PARCEL_STATE.toDropOff)).toBe(0);
    expect(stepsReached(PARCEL_STATE.received)).toBe(1);
    expect(stepsReached(PARCEL_STATE.departed)).toBe(2);
    expect(stepsReached(PARCEL_STATE.delivered)).toBe(6);
    expect(stepsReached(PARCEL_STATE.closed)).toBe(0);
    expect(stepsReached(42)).toBe(0);
  });
});

describe('trackingSteps', () => {
  it('always the six steps, in order', () => {
    const steps = trackingSteps({ state: PARCEL_STATE.toBePaid, events: [created] });
    expect(steps.map((s) => s.step)).toEqual([...PARCEL_TRACKING]);
    expect(steps.every((s) => s.status === 'future' && s.at === '' && s.place === '')).toBe(true);
  });

  it('a departed parcel: received done, departed current with its time and place, the rest to come', () => {
    const steps = trackingSteps({ state: PARCEL_STATE.departed, events: [created, paid, received, departed] });
    expect(steps.map((s) => s.status)).toEqual(['done', 'current', 'future', 'future', 'future', 'future']);
    expect(steps[0]).toEqual({ step: 'received', status: 'done', at: received.at, place: 'Entrepôt de Guangzhou' });
    expect(steps[1]).toEqual({ step: 'departed', status: 'current', at: departed.at, place: 'Aéroport de Guangzhou Baiyun' });
    expect(steps[2]).toEqual({ step: 'arrived', status: 'future', at: '', place: '' });
  });

  it('a delivered parcel: five done, delivered current', () => {
    const all = PARCEL_TRACKING.map((k, i) => ev(k, `2026-11-2${i}T10:00:00Z`, `Lieu ${i}`));
    const steps = trackingSteps({ state: PARCEL_STATE.delivered, events: [created, paid, ...all] });
    expect(steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
    expect(steps[5]!.place).toBe('Lieu 5');
  });

  it('the newest event of a step wins (an operator correcting a place)', () => {
    const fixed = ev('received', '2026-11-21T11:00:00Z', 'Entrepôt de Yiwu');
    const steps = trackingSteps({ state: PARCEL_STATE.received, events: [received, fixed] });
    expect(steps[0]).toMatchObject({ status: 'current', place: 'Entrepôt de Yiwu', at: fixed.at });
  });

  it('a step reached without an event still counts as done, with no time', () => {
    const steps = trackingSteps({ state: PARCEL_STATE.arrived, events: [received] });
    expect(steps.slice(0, 3).map((s) => [s.status, s.at])).toEqual([['done', received.at], ['done', ''], ['current', '']]);
  });

  it('a closed parcel keeps the steps its events reached, none current', () => {
    expect(trackingSteps({ state: PARCEL_STATE.closed, events: [created, ev('cancelled', '2026-11-20T09:00:00Z')] })
      .every((s) => s.status === 'future')).toBe(true);
    expect(trackingSteps({ state: PARCEL_STATE.closed, events: [received] }).map((s) => s.status))
      .toEqual(['done', 'future', 'future', 'future', 'future', 'future']);
  });
});
