// Kilograms as people type them (spec §2 /sea productinfo): "1,5" in French, "1.5" elsewhere, both
// accepted everywhere; the wire carries whole grams (types/air-express.ts ParcelMeasures).

/** Grams of a typed weight in kilograms ("1,5" → 1500), rounded to the gram; null when not a weight. */
export function gramsOfKg(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{0,3})?$|^\.\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 1000) : null;
}

/** Grams shown as kilograms in the language's style ("1,5" fr, "1.5" en), at most 3 decimals. */
export function kgText(grams: number, lang: string): string {
  const text = String(Math.round(grams) / 1000);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/** A whole number typed ("12", " 3 000 "), or null. */
export function wholeOf(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}
