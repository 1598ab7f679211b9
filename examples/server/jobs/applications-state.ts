// The recruiter's answer to an application (spec §2 recruit/resumeManage; §3 "sent, viewed,
// invited to interview, not retained"): only the recruiter of that job; forward only — sent or
// viewed may become invited, sent, viewed or invited may become not retained; the same state
// again answers the application as it is (a double tap). The optional note (interview time and
// place) is plain text of at most JOBS.noteMax characters. After the commit the applicant's queue
// gets an APPLICATION_STATE_EVENT (realtime/broker.ts) so an open myDeliver can refresh; a failed
// publish is logged, never the answer's failure (the list shows the state anyway).
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { JOBS } from '../../../src/contract/constants.js';
import { APPLICATION_STATE_EVENT } from '../../../src/contract/statuses.js';
import type { Application, ApplicationStateEvent } from '../../../src/contract/types/jobs.js';
import type { QueueMessageData } from '../../../src/contract/types/chat.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { htmlToPlain } from '../../../src/contract/validation/plain-text.js';
import type { Broker } from '../realtime/broker.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { parseInput, withoutNul } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { applicationIdSchema } from './applications.js';
import { applicationById, applicationReply } from './applications-read.js';
import { queueMessageBody } from '../realtime/queue-body.js';

const { sent, viewed, invited, notRetained } = JOBS.application;
/** The states each target may be reached from. */
const FROM: Readonly<Record<3 | 4, readonly number[]>> = { [invited]: [sent, viewed], [notRetained]: [sent, viewed, invited] };

const stateSchema = formObject({
  applicationId: applicationIdSchema,
  state: v.picklist([invited, notRetained], MSG.choose),
  note: v.optional(v.pipe(v.string(MSG.inputLimit), v.maxLength(JOBS.noteMax, MSG.inputLimit)), ''),
});

/** Plain text: any markup read as its text, no control characters but line breaks. */
const plainNote = (s: string): string =>
  htmlToPlain(withoutNul(s)).replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim().slice(0, JOBS.noteMax);

async function tellApplicant(broker: Broker | undefined, userMq: string, application: Application): Promise<void> {
  if (!broker || !userMq) return;
  const event: ApplicationStateEvent = { applicationId: application.applicationId, recruitingInfoId: application.recruitingInfoId, state: application.state };
  const data: QueueMessageData = { msgType: APPLICATION_STATE_EVENT, msgData: { ...event } };
  const message = queueMessageBody(data);
  await broker.publish(userMq, message).catch((e: unknown) => console.error('jobs: application event not published', e));
}

export const updateApplicationState: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(stateSchema, input);
  const before = await applicationById(ctx.db, req.applicationId, ctx.language);
  if (!before) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  if (before.recruiter_id !== me) throw new ReplyError(CODE.FORBIDDEN, 'jobs.errors.notYourApplication');
  if (before.state === req.state) return okReply(applicationReply(before));
  // The allowed states are checked in the update itself: a withdrawal may land in between.
  const [done] = await ctx.db.query<{ id: string }>(
    'update job_applications set state = $2, note = $3, updated_at = $4 where id = $1::bigint and state = any($5::int[]) returning id::text as id',
    [req.applicationId, req.state, plainNote(req.note), new Date(ctx.services.clock()), FROM[req.state]],
  );
  if (!done) throw new ReplyError(CODE.VALIDATION, 'jobs.errors.stateMove');
  const after = await applicationById(ctx.db, req.applicationId, ctx.language);
  if (!after) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  const reply = applicationReply(after);
  await tellApplicant(ctx.services.broker, after.applicant_mq, reply);
  return okReply(reply);
};
