// Shortcuts at the top of jobList (the issue: "Quick links at the top of jobList to the three
// variants and to the hub (userCenter/userIndex) and to 'recruiters: find CVs' (recruit/recruitList)").
// Paths come from the module (its route base and route kinds), never from a written module key.
import { Link } from 'wouter';
import type { MessageKey } from '../../i18n/keys.js';
import { modulePath } from '../../modules/identities.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';

interface QuickLink {
  kind: string;
  label: MessageKey;
  tone?: 'urgent';
}

const LINKS: readonly QuickLink[] = [
  { kind: 'jobWanted/emergencyRecruitmentList', label: 'jobs.browse.links.urgent', tone: 'urgent' },
  { kind: 'jobWanted/fullTimeJob', label: 'jobs.browse.links.fullTime' },
  { kind: 'jobWanted/partTimeJob', label: 'jobs.browse.links.partTime' },
  { kind: 'recruit/recruitList', label: 'jobs.browse.links.findCvs' },
];

/** A route of the module by its route kind (spec §2 /jobAndRecruit children). */
export const kindPath = (m: Pick<ListingModule, 'key'>, kind: string): string => `/${m.key}/${kind}`;

export function QuickLinks({ module: m }: { module: ListingModule }) {
  const t = useT();
  const links = LINKS.filter((l) => m.routeKinds.includes(l.kind));
  return (
    <nav className="mkt-jobs-links" aria-label={t('jobs.browse.links.label')}>
      {links.slice(0, 3).map((l) => (
        <Link key={l.kind} href={kindPath(m, l.kind)} className="mkt-jobs-link" data-tone={l.tone}>
          {t(l.label)}
        </Link>
      ))}
      {/* The job seeker's hub stands for the module's mine screen (identities.ts paths). */}
      <Link href={modulePath(m, 'mine')} className="mkt-jobs-link">{t('jobs.browse.links.hub')}</Link>
      {links.slice(3).map((l) => (
        <Link key={l.kind} href={kindPath(m, l.kind)} className="mkt-jobs-link">{t(l.label)}</Link>
      ))}
    </nav>
  );
}
