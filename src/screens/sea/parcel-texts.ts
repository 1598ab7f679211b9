// How the parcel screens write weights, sizes, days and goods (spec §9: the app language's
// formatting). Kilograms keep the language's decimal sign; French puts a no-break space in "1,5 kg".
import type { ParcelMeasures } from '../../contract/types/air-express.js';
import { kgText } from './kg-text.js';

export const kgLabel = (grams: number, lang: string): string => `${kgText(grams, lang)}\u00a0kg`;

export const sizeLabel = (m: Pick<ParcelMeasures, 'lengthCm' | 'widthCm' | 'heightCm'>): string =>
  `${m.lengthCm}\u00a0×\u00a0${m.widthCm}\u00a0×\u00a0${m.heightCm}\u00a0cm`;

/** "5–8" (one number when both are the same). */
export const daysSpan = (min: number, max: number): string => (min === max ? String(min) : `${min}–${max}`);
