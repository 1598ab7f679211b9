// Release ability (spec §7 getMineReleaseAbility {userId, moduleId} -> releaseAreaNum) and the
// publish quota check run before any publish route (spec §4, §7: hasReleaseNum true = allowed).
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { moduleRequestSchema } from '../../../src/contract/validation/listing-requests.js';
import { moduleById } from '../../../src/modules/index.js';
import { asRecord, parseInput } from '../http/input.js';
import { checkBodyUser } from './readers.js';
import { lacksMembership } from '../payments/membership-modules.js';
import { hasReleaseNum, loadPublisher } from './publisher.js';

/** {userId, moduleId}: the module must be a listing module (spec §3 "Module ids"). */
const moduleRequest = moduleRequestSchema(moduleById);

const getMineReleaseAbility: Handler = async (input, ctx) => {
  const publisher = await loadPublisher(ctx.db, ctx);
  const body = asRecord(input);
  checkBodyUser(body, publisher.userId);
  parseInput(moduleRequest, body);
  return okReply({ releaseAreaNum: publisher.releaseAreaNum });
};

const checkReleaseNum: Handler = async (input, ctx) => {
  const publisher = await loadPublisher(ctx.db, ctx);
  const body = asRecord(input);
  checkBodyUser(body, publisher.userId);
  const { moduleId: m } = parseInput(moduleRequest, body);
  // spec §6 "Publishing recruitment requires a membership": ask for one, not for a package.
  if (await lacksMembership(ctx.db, publisher.userId, m.moduleId, publisher.now)) return okReply({ hasReleaseNum: false, needsMembership: true });
  return okReply({ hasReleaseNum: await hasReleaseNum(ctx.db, publisher, m) });
};

export const RELEASE_HANDLERS: HandlerTable = {
  getMineReleaseAbility: getMineReleaseAbility as HandlerTable['getMineReleaseAbility'],
  checkReleaseNum: checkReleaseNum as HandlerTable['checkReleaseNum'],
};
