// The app's four-tab bottom bar (spec §2 "Bottom tab bar"): home, discover, messages with an unread
// badge, and account — labelled "log in" while no user id is stored.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import type { MessageKey } from '../i18n/keys.js';
import { useT } from '../ui/t-context.js';
import type { ShellStores } from './context.js';

interface Tab {
  to: string;
  /** The tab is current on this path or below it. */
  section: string;
  label: (loggedIn: boolean) => MessageKey;
  icon: string;
  badge?: boolean;
}

// 24×24 stroke icons: house, compass, speech bubble, person.
const TABS: readonly Tab[] = [
  { to: '/index', section: '/index', label: () => 'tabs.home', icon: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z' },
  { to: '/discover/findPage', section: '/discover/', label: () => 'tabs.discover', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3 6l-2 5-5 2 2-5z' },
  { to: '/message/list', section: '/message/', label: () => 'tabs.message', icon: 'M4 4h16v12H9l-5 4z', badge: true },
  {
    to: '/usercenter/userInfo',
    section: '/usercenter/',
    label: (loggedIn) => (loggedIn ? 'tabs.account' : 'tabs.login'),
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  },
];

export function TabBar({ current, stores }: { current: string; stores: ShellStores }) {
  const t = useT();
  const loggedIn = useStore(stores.userId) !== '';
  const unread = useStore(stores.totalUnread);

  return (
    <nav className="mkt-tabbar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const active = current === tab.to || current.startsWith(tab.section);
        return (
          <Link key={tab.to} href={tab.to} className="mkt-tab" aria-current={active ? 'page' : undefined}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
              <path d={tab.icon} />
            </svg>
            <span>{t(tab.label(loggedIn))}</span>
            {tab.badge && unread > 0 && (
              <>
                <span className="mkt-badge" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span className="mkt-sr">{t('tabs.unread', { count: unread })}</span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
