// getShareDetail (spec §2 /discover posts): a published post, or the caller's own in any state but
// deleted (myShare opens its rejected post with the reason); else 4404. Gated by the package when
// the server says so (access.ts).
import { shareRefSchema } from '../../../src/contract/validation/discover.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { checkShareViewing, notFound, readableShare } from './access.js';
import { viewerOf } from './caller.js';
import { loadPosts } from './post-rows.js';

export const getShareDetail: Handler = async (input, ctx) => {
  const { shareId } = parseInput(shareRefSchema, input);
  const viewerId = viewerOf(ctx);
  const head = await readableShare(ctx.db, shareId, viewerId);
  await checkShareViewing(ctx, head);
  const p = new SqlParams();
  const page = await loadPosts(ctx.db, { params: p, where: `s.id = ${p.add(shareId)}`, order: 's.id', language: ctx.language, viewerId, limit: 1, offset: 0 });
  const post = page.resultList[0];
  if (!post) throw notFound();
  return okReply(post);
};
