// What the listing handlers (and the user-centre lists) share besides their request schemas
// (src/contract/validation/listing-requests.ts): the page window of a raw page object, and the
// userId check of spec §7 bodies.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { pageSchema, pageWindow, type PageWindow } from '../../../src/contract/validation/listing-fields.js';
import { ReplyError } from '../http/handler.js';
import { parseInput, scalarText } from '../http/input.js';

export { MAX_PAGE_INDEX, MAX_PAGE_SIZE, type PageWindow } from '../../../src/contract/validation/listing-fields.js';

const pageOnly = v.object({ page: pageSchema });

/**
 * The window of a page object read apart from its request (spec §3: index from 1; absent = the
 * first page of `defaultSize`), refused by path (page, page.index, page.size) like a schema field.
 */
export function readPage(raw: unknown, defaultSize: number): PageWindow {
  return pageWindow(parseInput(pageOnly, { page: raw }).page, defaultSize);
}

/**
 * The userId some bodies carry (spec §7) is never trusted: the caller is ctx.user. A body naming
 * ANOTHER user is refused (4403) rather than silently served, so a stale client is visible.
 */
export function checkBodyUser(body: Record<string, unknown>, callerId: string): void {
  const named = scalarText(body.userId, 'userId');
  if (named === '') return;
  if (named !== callerId) throw new ReplyError(CODE.FORBIDDEN, 'errors.incorrectAccount');
}
