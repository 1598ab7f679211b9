// Release ability (spec §7 getMineReleaseAbility {userId, moduleId} -> releaseAreaNum) and the
// publish quota check run before any publish route (spec §4, §7: hasReleaseNum true = allowed).
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { asRecord } from '../http/input.js';
import { checkBodyUser, readModule } from './readers.js';
import { hasReleaseNum, loadPublisher } from './publisher.js';

const getMineReleaseAbility: Handler = async (input, ctx) => {
  const publisher = await loadPublisher(ctx.db, ctx);
  const body = asRecord(input);
  checkBodyUser(body, publisher.userId);
  readModule(body.moduleId);
  return okReply({ releaseAreaNum: publisher.releaseAreaNum });
};

const checkReleaseNum: Handler = async (input, ctx) => {
  const publisher = await loadPublisher(ctx.db, ctx);
  const body = asRecord(input);
  checkBodyUser(body, publisher.userId);
  const m = readModule(body.moduleId);
  return okReply({ hasReleaseNum: await hasReleaseNum(ctx.db, publisher, m) });
};

export const RELEASE_HANDLERS: HandlerTable = {
  getMineReleaseAbility: getMineReleaseAbility as HandlerTable['getMineReleaseAbility'],
  checkReleaseNum: checkReleaseNum as HandlerTable['checkReleaseNum'],
};
