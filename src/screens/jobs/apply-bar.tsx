// The action bar at the foot of a job's details: share, chat with the recruiter, and apply (the
// issue: "favourite, share, chat with the recruiter, apply"; states in apply-state.ts). Applying
// and withdrawing ask for confirmation first; the shown state changes only on a 200 (spec §8:
// other calls act only on 200 — the API client shows a refusal's message itself).
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { JOBS } from '../../contract/constants.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { JobApplyInfo } from '../../contract/types/jobs.js';
import { LOGIN_PATH } from '../../features/favourite.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Icon, ICONS } from '../details/icons.js';
import { applyStateOf } from './apply-state.js';
import { kindPath } from './quick-links.js';
import { ShareButton } from './share-button.js';

interface ApplyBarProps {
  module: ListingModule;
  serviceId: string;
  title: string;
  /** '' when logged out. */
  userId: string;
  info: JobApplyInfo | null;
  /** Replaces the shown apply info after a 200 (the application made or withdrawn). */
  onInfo(update: (info: JobApplyInfo) => JobApplyInfo): void;
  /** Undefined when the viewer cannot chat (own job, or no recruiter to write to). */
  onChat?: () => void;
  /** Id of the note that explains a blocked apply (recruiter mode). */
  noteId: string;
}

export function ApplyBar({ module: m, serviceId, title, userId, info, onInfo, onChat, noteId }: ApplyBarProps) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const [busy, setBusy] = useState(false);
  const state = applyStateOf(userId, info);
  const jobHref = `${kindPath(m, 'jobWanted/jobDetails')}?${new URLSearchParams({ serviceId })}`;

  const run = async (question: string, action: () => Promise<void>) => {
    if (busy || !(await dialogs.confirm(question, { cancel: true }))) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    if (state.kind === 'login') {
      void dialogs.confirm(t('errors.notLoggedIn'), { cancel: true }).then((ok) => ok && navigate(LOGIN_PATH));
    } else if (state.kind === 'noResume') {
      // The CV form comes back to this job when saved (from=).
      void dialogs.confirm(t('jobs.browse.details.noResume'), { cancel: true }).then(
        (ok) => ok && navigate(`${kindPath(m, 'edit/editResume')}?${new URLSearchParams({ from: jobHref })}`),
      );
    } else if (state.kind === 'apply') {
      void run(t('jobs.browse.details.applyConfirm'), async () => {
        const reply = await api.call(JOB_ENDPOINTS.deliverResume, { recruitingInfoId: serviceId });
        if (reply.code !== 200) return;
        const a = reply.customData;
        onInfo((i) => ({ ...i, hasResume: true, application: { applicationId: a.applicationId, state: a.state, createTime: a.createTime } }));
        dialogs.toast(t('jobs.browse.details.applySent'));
      });
    }
  };

  const withdraw = (applicationId: string) =>
    void run(t('jobs.browse.details.withdrawConfirm'), async () => {
      const reply = await api.call(JOB_ENDPOINTS.withdrawApplication, { applicationId });
      if (reply.code !== 200) return;
      onInfo((i) => (i.application ? { ...i, application: { ...i.application, state: JOBS.application.withdrawn } } : i));
      dialogs.toast(t('jobs.browse.details.withdrawn'));
    });

  let main;
  if (state.kind === 'owner') {
    main = (
      <Link className="mkt-btn mkt-jobs-bar-main" href={`${kindPath(m, 'userCenter/resumeManage')}?${new URLSearchParams({ recruitingInfoId: serviceId })}`}>
        {t('jobs.browse.details.manage')}
      </Link>
    );
  } else if (state.kind === 'applied') {
    main = (
      <div className="mkt-jobs-bar-main mkt-jobs-applied">
        <p className="mkt-jobs-state" data-state={state.state} role="status">
          {t('jobs.browse.details.application', { state: t(`jobs.common.application.${state.state}`) })}
        </p>
        {state.canWithdraw && (
          <button type="button" className="mkt-btn mkt-btn-ghost" disabled={busy} onClick={() => withdraw(state.applicationId)}>
            {t('jobs.browse.details.withdraw')}
          </button>
        )}
      </div>
    );
  } else {
    const blocked = state.kind === 'recruiterMode' || state.kind === 'pending';
    main = (
      <button
        type="button"
        className="mkt-btn mkt-jobs-bar-main"
        disabled={blocked || busy}
        aria-busy={busy || state.kind === 'pending'}
        aria-describedby={state.kind === 'recruiterMode' ? noteId : undefined}
        onClick={apply}
      >
        {t('jobs.browse.details.apply')}
      </button>
    );
  }

  return (
    <div className="mkt-jobs-bar">
      <ShareButton title={title} recruitingInfoId={serviceId} />
      {onChat && (
        <button type="button" className="mkt-jobs-bar-btn" onClick={onChat}>
          <Icon d={ICONS.chat} />
          <span>{t('details.chat')}</span>
        </button>
      )}
      {main}
    </div>
  );
}
