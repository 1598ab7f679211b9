// Same data, same text: object keys sorted at every depth, so {a,b} and {b,a} give one string.
// Shared by the reference server's reply cache (examples/server/cache) and the service worker's
// offline copies of list and details replies (src/offline/api-cache-key.ts).
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
