// One application received (resumeManage): the applicant, the position, the date and the state
// badge; open the CV (the server marks it viewed on read), invite to interview with a note (date,
// time, place; at most JOBS.noteMax characters) or mark it not retained after a confirm. Only the
// moves the state still allows are offered (application-rules.ts: forward only).
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { JOBS } from '../../contract/constants.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { Application } from '../../contract/types/jobs.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useLanguage } from '../kit/price.js';
import { actionsOf, afterOpen, STATE_TONE } from './application-rules.js';
import { resumeHref } from './paths.js';

export function ApplicationRow({ app, onChange }: { app: Application; onChange(next: Application): void }) {
  const t = useT();
  const lang = useLanguage();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const [inviting, setInviting] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const can = actionsOf(app.state);
  const over = [...note].length > JOBS.noteMax;

  async function move(state: 3 | 4, text: string): Promise<void> {
    setBusy(true);
    const reply = await api.call(JOB_ENDPOINTS.updateApplicationState, { applicationId: app.applicationId, state, ...(text ? { note: text } : {}) });
    setBusy(false);
    // Any refusal (a state that moved meanwhile, 4422 on the note) was shown by the client (spec §8).
    if (reply.code !== 200 || !reply.customData) return;
    onChange(reply.customData);
    setInviting(false);
    dialogs.toast(t(state === 3 ? 'jobs.recruiter.invitedToast' : 'jobs.recruiter.declinedToast'));
  }

  async function decline(): Promise<void> {
    if (await dialogs.confirm(t('jobs.recruiter.declineConfirm'), { cancel: true })) await move(4, '');
  }

  const open = () => {
    onChange({ ...app, state: afterOpen(app.state) });
    navigate(resumeHref(app.recruitingResumeId));
  };

  return (
    <article className="mkt-rc-app" data-application-id={app.applicationId} data-state={app.state}>
      <div className="mkt-rc-app-top">
        <Img className="mkt-rc-avatar" src={app.applicantAvatar} alt="" ratio="1" thumb saver="load" />
        <div className="mkt-rc-body">
          <p className="mkt-rc-name">{app.applicantName}</p>
          <p className="mkt-rc-want">{app.positionName || app.title}</p>
          <p className="mkt-rc-meta">
            <time dateTime={app.createTime}>{t('jobs.recruiter.appliedOn', { date: mediumDate(app.createTime, lang) })}</time>
          </p>
        </div>
        <span className="mkt-rc-state" data-tone={STATE_TONE[app.state]}>{t(`jobs.common.application.${app.state}`)}</span>
      </div>
      {app.note && <p className="mkt-rc-note">{app.note}</p>}
      {inviting ? (
        <form className="mkt-rc-invite" onSubmit={(e) => { e.preventDefault(); if (!over) void move(3, note.trim()); }}>
          <label htmlFor={`note-${app.applicationId}`}>{t('jobs.recruiter.noteLabel')}</label>
          <textarea
            id={`note-${app.applicationId}`} value={note} placeholder={t('jobs.recruiter.notePlaceholder')}
            aria-invalid={over || undefined} onInput={(e) => setNote(e.currentTarget.value)}
          />
          <span className="mkt-rc-count" data-over={over}>{[...note].length}/{JOBS.noteMax}</span>
          <div className="mkt-rc-app-actions">
            <button type="submit" className="mkt-btn" disabled={busy || over}>{t('jobs.recruiter.sendInvite')}</button>
            <button type="button" className="mkt-btn mkt-btn-ghost" onClick={() => setInviting(false)}>{t('jobs.recruiter.cancel')}</button>
          </div>
        </form>
      ) : (
        <div className="mkt-rc-app-actions">
          <button type="button" className="mkt-btn mkt-btn-ghost" onClick={open}>{t('jobs.recruiter.openResume')}</button>
          {can.invite && <button type="button" className="mkt-btn" disabled={busy} onClick={() => setInviting(true)}>{t('jobs.recruiter.invite')}</button>}
          {can.decline && <button type="button" className="mkt-btn mkt-btn-ghost" data-action="decline" disabled={busy} onClick={() => void decline()}>{t('jobs.recruiter.decline')}</button>}
        </div>
      )}
    </article>
  );
}
