// The frame of the job seeker's and the company's account screens (spec §2 /jobAndRecruit
// userCenter/*, edit/*): the account page frame (header with back, the login prompt for a
// visitor) in the module's look, and the placeholder shown while a screen's call runs.
import type { ReactNode } from 'react';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { useJobsUserStyle } from './jobs-user-styles.js';

interface JobsUserFrameProps {
  title: string;
  /** Where "back" goes when there is no history (a shared link). */
  fallback: string;
  children: ReactNode;
}

export function JobsUserFrame({ title, fallback, children }: JobsUserFrameProps) {
  useJobsUserStyle();
  const t = useT();
  return (
    <AccountFrame title={title} fallback={fallback} className="mkt-jobs-user" loginText={t('jobs.common.loginNeeded')}>
      {children}
    </AccountFrame>
  );
}

/** While the screen's call runs. */
export const JobsUserBusy = () => <p className="mkt-ju-hint" style={{ padding: 16 }} aria-busy="true">…</p>;
