// Small readers the money pages share (pages/orders-page.tsx, remittances-page.tsx,
// products-page.tsx, coupons-page.tsx).

/** A {cn, en, fr} text in the console's language, English when it lacks one. */
export const textIn = (texts: Record<string, string>, language: string): string => texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';

/** The field a refusal names (`issues[0].path`), '' for the whole request. */
export const refusedField = (customData: unknown): string => (customData as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path ?? '';

/** A whole number typed in a form, or NaN ('' and anything but digits are not numbers). */
export const wholeNumber = (typed: string): number => (/^\s*\d{1,12}\s*$/.test(typed) ? Number(typed.trim()) : Number.NaN);
