// A recruiter's request for the user's CV (spec §3 "Chat event kinds": askForAResume, sendResume):
// while the other party's newest request is unanswered, a bar above the composer offers to send
// the CV, which goes into the conversation as a card the recruiter opens (with the contact details:
// the server grants them, resume_grants). The request is a text record of the recruitment module
// (examples/server/jobs/resume-chat.ts; the app's own texts carry no module), so it is found in the
// history after a reload as well as live. Sending stays the user's choice: the bar only offers it.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { JOBS, MODULE_ID } from '../../contract/constants.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import { MESSAGE_TYPE } from '../../contract/statuses.js';
import type { ChatRecord } from '../../contract/types/chat.js';
import { useT } from '../../ui/t-context.js';
import { readCard } from './card-content.js';

const isMine = (r: ChatRecord, me: string) => String(r.fromUserId) === me;
const isAsk = (r: ChatRecord, me: string) => !isMine(r, me) && r.moduleId === MODULE_ID.recruitment && r.type === MESSAGE_TYPE.text;
const isMyResume = (r: ChatRecord, me: string) =>
  isMine(r, me) && r.type === MESSAGE_TYPE.card && (readCard(r.content)?.serviceId.startsWith(JOBS.resumeIdPrefix) ?? false);

/** The other party's newest CV request that no CV of the user's has answered since, or null. */
export function openAsk(records: readonly ChatRecord[], me: string): ChatRecord | null {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!;
    if (isMyResume(r, me)) return null;
    if (isAsk(r, me)) return r;
  }
  return null;
}

export function ResumeAskBar({ records, me, otherUserMq, name }: { records: readonly ChatRecord[]; me: string; otherUserMq: string; name: string }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const ask = openAsk(records, me);
  const [busy, setBusy] = useState(false);
  /** The request answered here: hidden at once, before the CV's own record comes back. */
  const [answered, setAnswered] = useState('');
  if (!ask || ask.chatMessageId === answered) return null;
  const send = async () => {
    setBusy(true);
    // A refusal (no CV yet, recruiter mode on) is said by the client with the server's words (spec §8).
    const reply = await api.call(JOB_ENDPOINTS.sendResume, { otherUserMq });
    setBusy(false);
    if (reply.code !== 200) return;
    setAnswered(ask.chatMessageId);
    dialogs.toast(t('jobs.chat.resumeSent'));
  };
  return (
    <div className="mkt-chat-banner" data-resume-ask={ask.chatMessageId} role="status">
      <span>{t('jobs.chat.askForAResume', { name })}</span>
      <button type="button" disabled={busy} aria-busy={busy} onClick={() => void send()}>{t('jobs.chat.sendResume')}</button>
    </div>
  );
}
