// Air express numbers (spec §2 /sea), apart from constants.ts: every export of that one is
// in the shell chunk, downloaded by every first paint; these go only with the screens using them.

/**
 * Air express (spec §2 /sea): the numbers are ours, after what air couriers from Guangzhou to West
 * Africa take (one parcel up to 30 kg, no side over 150 cm, volumetric divisor 6000 cm³/kg,
 * charged by the half kilogram).
 */
export const EXPRESS = {
  weightMaxG: 30_000,
  sideMaxCm: 150,
  volumetricDivisor: 6000,
  weightStepG: 500,
  /** Insurance, per cent of the declared value (rounded up to the franc). */
  insurancePercent: 1,
  declaredValueMax: 5_000_000,
  quantityMax: 999,
  goodsNameMax: 60,
  remarkMax: 200,
  /** The difference to pay after a heavier measure: its payment order waits this long. */
  supplementDays: 7,
} as const;
