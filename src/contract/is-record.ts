// The one test for "a JSON object" (not null, not an array): what every request body, form value,
// bridge payload and stored value must be before its fields are read. Apart from the validation
// schemas so the first-paint stores can use it without loading valibot.
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
