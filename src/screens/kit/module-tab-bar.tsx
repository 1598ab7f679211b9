// A listing module's own bottom bar (spec §2 "Bottom tab bars (module list, publish, mine) show only
// on list and mine screens"; /article: "Bottom tabs: articles, collection, read history; hidden on
// details"). Which routes show it is route-table data (RouteEntry.moduleTabBar); the tabs are data too.
// The publish tab passes the publish quota check (spec §4) like every way to a publish route
// (app/publish-gate.ts); it shows it is waiting meanwhile.
import { Link } from 'wouter';
import { useGatePending } from '../../app/use-gate-pending.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useKitStyle } from './kit-styles.js';

interface ModuleTab {
  kind: string;
  label: MessageKey;
  /** 24×24 stroke icon path. */
  icon: string;
}

const LIST_ICON = 'M4 6h16M4 12h16M4 18h16';
const TABS: readonly ModuleTab[] = [
  { kind: 'list', label: 'listing.tabs.list', icon: LIST_ICON },
  { kind: 'publish', label: 'listing.tabs.publish', icon: 'M12 5v14M5 12h14' },
  { kind: 'mine', label: 'listing.tabs.mine', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0' },
];
const ARTICLE_TABS: readonly ModuleTab[] = [
  { kind: 'list', label: 'listing.tabs.articles', icon: LIST_ICON },
  { kind: 'collection', label: 'listing.tabs.collection', icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z' },
  { kind: 'history', label: 'listing.tabs.history', icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z' },
];

/** The tabs of a module: articles have no publish or mine screen (descriptor: publish null, mine null). */
export const moduleTabs = (module: ListingModule): readonly ModuleTab[] => (module.mine ? TABS : ARTICLE_TABS);

/**
 * Rendered by the screen itself as the LAST child of a `.mkt-screen` root: it sticks to the bottom
 * of the page scroller (not `fixed`, which would escape an inline widget into the host page).
 */
export function ModuleTabBar({ module, current }: { module: ListingModule; current: string }) {
  useKitStyle();
  const t = useT();
  return (
    <nav className="mkt-tabbar mkt-modbar" aria-label={t('listing.tabs.label')}>
      {moduleTabs(module).map((tab) => (
        <TabLink key={tab.kind} tab={tab} href={`/${module.key}/${tab.kind}`} current={tab.kind === current} />
      ))}
    </nav>
  );
}

function TabLink({ tab, href, current }: { tab: ModuleTab; href: string; current: boolean }) {
  const t = useT();
  const busy = useGatePending(href);
  return (
    <Link href={href} className={busy ? 'mkt-tab mkt-gate-busy' : 'mkt-tab'} aria-current={current ? 'page' : undefined} aria-busy={busy || undefined}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={tab.icon} />
      </svg>
      <span>{t(tab.label)}</span>
    </Link>
  );
}
