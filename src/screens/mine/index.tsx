// /<module>/mine (spec §2 "Mine screen"): banner advert, menu (publish management, history,
// collection, buy package) and the recent views, under a top bar that fades in with the scroll
// (spec §9: over 230 px). A personal screen: logged out, it asks to log in and calls nothing.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { NotAvailable } from '../../app/not-available.js';
import { useServices } from '../../app/use-shell.js';
import type { ListingModule, MineScreen } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { LoginPrompt } from '../history/login-prompt.js';
import { moduleOfRoute } from '../history/saved-list.js';
import { useSavedStyle } from '../history/saved-styles.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { ModuleTabBar } from '../kit/module-tab-bar.js';
import { MineBanner } from './mine-banner.js';
import { MineMenu, mineMenu } from './mine-menu.js';
import { useMineStyle } from './mine-styles.js';
import { RecentViews } from './recent-views.js';
import { useMemberLevelId } from './use-member-level.js';
import { useScrollFade } from './use-scroll-fade.js';

const BACK_ICON = 'M15 18l-6-6 6-6';

export default function MineScreenView({ route }: ScreenProps) {
  useKitStyle();
  useSavedStyle();
  useMineStyle();
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const m = moduleOfRoute(route);
  if (!m?.mine) return <NotAvailable path={route.path} />;
  const bar = route.moduleTabBar ? <ModuleTabBar module={m} current={route.kind ?? 'mine'} /> : null;
  if (!userId) {
    return (
      <div className="mkt-screen">
        <header className="mkt-head">
          <BackLink />
          <h1>{t('saved.mine.title')}</h1>
        </header>
        <div className="mkt-saved-body">
          <LoginPrompt />
        </div>
        {bar}
      </div>
    );
  }
  return (
    <div className="mkt-screen mkt-mine">
      <MineContent key={userId} module={m} mine={m.mine} userId={userId} />
      {bar}
    </div>
  );
}

function BackLink() {
  const t = useT();
  // The module screens lead back home (spec §2 "Search bar with back arrow to /index").
  return (
    <Link href="/index" className="mkt-icon-btn" aria-label={t('saved.back')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={BACK_ICON} />
      </svg>
    </Link>
  );
}

function MineContent({ module, mine, userId }: { module: ListingModule; mine: MineScreen; userId: string }) {
  const t = useT();
  const { stores } = useServices();
  const fade = useScrollFade<HTMLElement>();
  const level = useMemberLevelId();
  const info = useStore(stores.session.userInfo);
  const all = useStore(stores.session.userAllInfo);
  const name = info?.petName || all?.petName || '';
  return (
    <>
      <header ref={fade} className="mkt-mine-bar">
        <BackLink />
        {/* The page's heading is the hero's h1; this copy only appears as the bar turns solid. */}
        <span className="mkt-mine-bar-title" aria-hidden="true">{t('saved.mine.title')}</span>
      </header>
      <div className="mkt-mine-hero">
        <h1>{t('saved.mine.title')}</h1>
        {name && <p>{name}</p>}
        <MineBanner location={mine.adLocation} />
      </div>
      <MineMenu entries={mineMenu(module, mine, level)} />
      <RecentViews module={module} userId={userId} />
    </>
  );
}
