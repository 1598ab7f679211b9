// Extensions used by search (issue 3: full text + pg_trgm/unaccent for French without accents,
// English and Chinese substrings).
export const INIT = {
  id: '001-init',
  sql: `
    create extension if not exists pg_trgm;
    create extension if not exists unaccent;
  `,
};
