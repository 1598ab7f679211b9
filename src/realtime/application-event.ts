// The applicant's side of a recruiter's answer (contract APPLICATION_STATE_EVENT; spec §2
// recruit/resumeManage, §3 "sent, viewed, invited to interview, not retained"): the event is read
// off the queue here, in the lazy realtime chunk, so the first paint pays nothing for it. It goes
// to the chat store (an open myDeliver updates that row) and to a toast wherever the user is.
import type { ApplicationState, ApplicationStateEvent } from '../contract/types/jobs.js';
import type { I18nInstance } from '../i18n/create-i18n.js';
import { toastWhenReady, type QueueNotice } from './queue-toast.js';

const STATES: readonly number[] = [1, 2, 3, 4, 5] satisfies ApplicationState[];

/** The event's data when it is one (a malformed message is dropped, never thrown: queue-message.ts). */
export function readApplicationEvent(d: Record<string, unknown>): ApplicationStateEvent | null {
  const { applicationId, recruitingInfoId, state } = d;
  if (typeof applicationId !== 'string' || applicationId === '' || typeof recruitingInfoId !== 'string') return null;
  if (typeof state !== 'number' || !STATES.includes(state)) return null;
  return { applicationId, recruitingInfoId, state: state as ApplicationState };
}

/** What the toast needs (queue-toast.ts). */
export type ApplicationNotice = QueueNotice;

/**
 * The toast's text. The event names no job (the server keeps it small), so the words read well
 * without a title and point to "My applications", where the answer and its note are.
 */
export function applicationToastText(event: ApplicationStateEvent, t: I18nInstance['t']): string {
  if (event.state === 3) return t('jobs.seeker.answered.invited');
  if (event.state === 4) return t('jobs.seeker.answered.notRetained');
  return t('jobs.seeker.answered.changed', { state: t(`jobs.common.application.${event.state}`) });
}

export async function toastApplication(event: ApplicationStateEvent, notice: ApplicationNotice): Promise<void> {
  await toastWhenReady(notice, (t) => applicationToastText(event, t));
}
