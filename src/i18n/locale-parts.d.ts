// The two parts of a locale that locales/parts.mjs cuts from locales/<lang>.json at build time.
declare module 'mkt-locale:*' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
