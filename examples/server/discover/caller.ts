// The reader of an open discover read (null: a visitor) and the page window of list reads.
import type { RequestContext } from '../http/handler.js';

export const viewerOf = (ctx: RequestContext): string | null => ctx.user?.userId ?? null;

/** LIKE pattern of `words` anywhere: % and _ typed by the user match themselves (escape '\'). */
export const containsPattern = (words: string): string => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
