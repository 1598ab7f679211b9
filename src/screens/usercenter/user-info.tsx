// /usercenter/userInfo (spec §2; guarded: visitors go to /login): the profile card (avatar, the
// enterprise name for accountType 2 otherwise the nickname, spec §1; membership level and expiry,
// spec §3 userAllInfo) and an entry to every user-centre section (entries.ts). The stored copy of
// userAllInfo shows at once; getUserInfo refreshes it (use-user-info.ts).
import { useState } from 'react';
import { Link } from 'wouter';
import type { LanguageCode } from '../../contract/envelope.js';
import type { UserAllInfo } from '../../contract/types/account.js';
import { useShell } from '../../app/use-shell.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { publisherName } from '../kit/listing-row.js';
import { NoticeBell } from '../kit/notice-bell.js';
import { useUserInfo } from '../kit/use-user-info.js';
import { useAuthValues } from './auth-values.js';
import { Avatar } from './avatar.js';
import { ENTRY_GROUPS, type Entry } from './entries.js';
import { FollowCounts } from './follow-counts.js';
import { Icon } from './icon.js';
import { QrLoginSheet } from './qr-login-sheet.js';
import { useUserCentreStyle } from './usercenter-styles.js';

type Info = Partial<UserAllInfo> | null;

export function UserInfoScreen() {
  useKitStyle();
  useUserCentreStyle();
  const { info } = useUserInfo();
  const [scanning, setScanning] = useState(false);
  return (
    <div className="mkt-screen mkt-uc">
      <ProfileCard info={info} />
      <Entries info={info} onAction={() => setScanning(true)} />
      <QrLoginSheet open={scanning} onClose={() => setScanning(false)} />
    </div>
  );
}

function ProfileCard({ info }: { info: Info }) {
  const t = useT();
  const lang = useShell().i18n.language as LanguageCode;
  const name = info ? publisherName(info) || t('usercenter.noName') : '';
  const expiry = info?.isMember && info.expiryTime ? formatTime(info.expiryTime, lang, false) : '';
  return (
    <section className="mkt-uc-card" aria-label={t('usercenter.profile')}>
      <Avatar path={info?.avatarPath ?? ''} name={name} alt={t('usercenter.avatarOf', { name })} />
      <div className="mkt-uc-who">
        {info ? <h1 className="mkt-uc-name">{name}</h1> : <span className="mkt-skel" style={{ width: 140, height: 20 }} />}
        {info && (
          <span className="mkt-uc-level" data-member={info.isMember ? 'yes' : 'no'}>
            {info.isMember ? info.memberLevel || t('usercenter.member') : t('usercenter.notMember')}
          </span>
        )}
        {expiry && <p className="mkt-uc-expiry">{t('usercenter.expiry', { date: expiry })}</p>}
        {info && <FollowCounts />}
      </div>
      <NoticeBell />
      <Link href="/usercenter/personalInformation" className="mkt-uc-edit" aria-label={t('usercenter.edit')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
        </svg>
      </Link>
    </section>
  );
}

const hrefOf = (e: Entry, info: Info): string => (e.href ?? '').replace('{level}', String(info?.memberLevelId ?? 0));

function Entries({ info, onAction }: { info: Info; onAction(action: NonNullable<Entry['action']>): void }) {
  const t = useT();
  const values = useAuthValues();
  return (
    <>
      {ENTRY_GROUPS.map((g) => (
        <nav key={g.title} className="mkt-uc-group" aria-label={t(g.title)}>
          <h2>{t(g.title)}</h2>
          <ul className="mkt-uc-list">
            {g.entries.map((e) => {
              const value = e.value ? values[e.value] : undefined;
              const body = (
                <>
                  <Icon name={e.icon} />
                  <span className="mkt-uc-label">{t(e.label)}</span>
                  {value && <span className={value.warn ? 'mkt-uc-value mkt-uc-warn' : 'mkt-uc-value'}>{value.text}</span>}
                  <Icon name="chevron" className="mkt-uc-chev" />
                </>
              );
              return (
                <li key={e.id}>
                  {e.action
                    ? <button type="button" className="mkt-uc-row" data-entry={e.id} onClick={() => onAction(e.action!)}>{body}</button>
                    : <Link href={hrefOf(e, info)} className="mkt-uc-row" data-entry={e.id}>{body}</Link>}
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </>
  );
}
