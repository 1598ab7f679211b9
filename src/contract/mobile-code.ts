// A calling code as the contract compares it (spec §5 phone rules): apart from validation/phone.ts
// so screens that only read numbers (the details page's one-tap links) do not load valibot.
/** "+225", " 225" and "225" are the same code. */
export const normalizeMobileCode = (code: string | undefined): string => (code ?? '').trim().replace(/^\+/, '');
