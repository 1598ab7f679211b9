// What a list row shows of a listing's description (spec §3 summaries: the start of the plain
// text), shared by the row loader (rows.ts reads no more than this for a list) and the field
// resolvers (fields.ts cuts it).

/** Characters of plain text shown in list rows. */
export const PREVIEW_CHARS = 200;

/** The plain text cut to PREVIEW_CHARS, with an ellipsis when it was longer. */
export const preview = (plain: string): string => (plain.length > PREVIEW_CHARS ? `${plain.slice(0, PREVIEW_CHARS)}…` : plain);

/** What listing rows are loaded and built for: a list row or a details page. */
export type ListingView = 'summary' | 'detail';
