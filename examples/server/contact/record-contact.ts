// recordContact (issue: Beyond the spec, "Contact in one tap"; src/contract/endpoints/contact.ts):
// the app says a viewer revealed a listing's contacts or tapped « Appeler » / « WhatsApp ». Open to
// visitors; counted once per viewer, listing, event and day, never for the publisher (record-event.ts);
// rate-limited per viewer, so a script cannot inflate a listing's figures fast. Always answers
// null for a valid call (a repeat, the owner's own tap): the app has nothing to show.
import { recordContactRequestSchema } from '../../../src/contract/validation/contact.js';
import { moduleById } from '../../../src/modules/index.js';
import { rateHit } from '../accounts/rate-limit.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { CONTACT_RATE_RULES } from './limits.js';
import { recordContactEvent } from './record-event.js';
import { viewerKey } from './viewer.js';

const schema = recordContactRequestSchema(moduleById);

export const recordContact: Handler = async (input, ctx) => {
  const req = parseInput(schema, input);
  const userId = ctx.user?.userId ?? null;
  const viewer = viewerKey({ userId, deviceId: ctx.meta.deviceId ?? '', ip: ctx.ip });
  const now = ctx.services.clock();
  await rateHit(ctx.db, `contact:${viewer}`, CONTACT_RATE_RULES.record, now);
  await rateHit(ctx.db, `contact-ip:${ctx.ip}`, CONTACT_RATE_RULES.recordPerAddress, now);
  await recordContactEvent(ctx.db, { listingId: req.serviceId, moduleKey: req.moduleId.key, event: req.event, viewer, userId, now });
  return okReply(null);
};
