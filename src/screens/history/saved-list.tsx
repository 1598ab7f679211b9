// /<module>/history and /<module>/collection (spec §2 "History and collection screens": paged
// lists with swipe-to-delete and an empty placeholder). One screen, fed by SAVED_KINDS.
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { NotAvailable } from '../../app/not-available.js';
import { useServices, useShell } from '../../app/use-shell.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import type { SavedItem } from '../../contract/types/listing-summaries.js';
import { MODULES } from '../../modules/index.js';
import type { ListingModule, ModuleKey } from '../../modules/types.js';
import type { RouteEntry } from '../../routes/route-types.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { ModuleTabBar } from '../kit/module-tab-bar.js';
import { SwipeRow } from '../../ui/swipe-row.js';
import { LoginPrompt } from './login-prompt.js';
import type { SavedKind } from './saved-kinds.js';
import { SavedRow } from './saved-row.js';
import { useSavedStyle } from './saved-styles.js';
import { modulePath } from '../../modules/identities.js';

/** The descriptor of a module route, or undefined for a route the registry does not know. */
export const moduleOfRoute = (route: RouteEntry): ListingModule | undefined =>
  route.module && Object.prototype.hasOwnProperty.call(MODULES, route.module) ? MODULES[route.module as ModuleKey] : undefined;

/** Where the header's back arrow leads: the module's mine screen, or home for articles (no mine). */
const backHref = (m: ListingModule): string => (m.mine ? modulePath(m, 'mine') : '/index');

export function SavedListScreen({ route, kind }: { route: RouteEntry; kind: SavedKind }) {
  useKitStyle();
  useSavedStyle();
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const m = moduleOfRoute(route);
  if (!m) return <NotAvailable path={route.path} />;
  return (
    <div className="mkt-screen">
      <header className="mkt-head">
        <Link href={backHref(m)} className="mkt-icon-btn" aria-label={t('saved.back')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </Link>
        <h1>{t(kind.title)}</h1>
      </header>
      <div className="mkt-saved-body">
        {userId ? <SavedList key={userId} module={m} kind={kind} userId={userId} /> : <LoginPrompt />}
      </div>
      {route.moduleTabBar && <ModuleTabBar module={m} current={route.kind ?? ''} />}
    </div>
  );
}

const idOf = (item: SavedItem): string => String(item.serviceId);
const withId = (set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

function SavedList({ module, kind, userId }: { module: ListingModule; kind: SavedKind; userId: string }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const source = kind.source(module);
  const box = useRef<HTMLDivElement>(null);
  /** Rows deleted on the server (code 200): hidden without asking for the page again. */
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  /** Rows whose deletion is in flight: their buttons are disabled against double taps. */
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const list = useInfiniteList<SavedItem>({
    // spec §9: page size 15 for history and collection.
    pageSize: PAGE_SIZE,
    resetKey: `${kind.name}|${source.moduleId}|${userId}`,
    fetchPage: async ({ index, size }) => {
      const reply = await kind.fetch(api, { page: { index, size }, userId, moduleId: source.moduleId });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.pageBreakList ?? []) : [] };
    },
  });
  const shown = useMemo(() => ({ ...list, items: list.items.filter((i) => !removed.has(idOf(i))) }), [list, removed]);

  const remove = async (item: SavedItem) => {
    const id = idOf(item);
    setPending((s) => withId(s, id, true));
    const reply = await kind.remove(api, module, item, userId);
    setPending((s) => withId(s, id, false));
    // spec §4: removed only on code 200; any other code was already shown by the client (spec §8).
    if (reply.code !== 200) return;
    keepFocus(box.current, id);
    setRemoved((s) => withId(s, id, true));
    // spec §8 "Visa collection delete success shows a deletion-success toast": every module does.
    dialogs.toast(t('errors.deleteSuccess'));
  };

  return (
    <div ref={box}>
      {list.items.length > 0 && <p className="mkt-saved-hint">{t('saved.swipeHint')}</p>}
      <InfiniteList
        list={shown}
        itemKey={idOf}
        empty={<Empty kind={kind} module={module} />}
        renderItem={(item) => (
          <div data-saved-id={idOf(item)}>
            <SwipeRow
              deleteText={t('saved.delete')}
              deleteLabel={t('saved.deleteItem', { title: item.title })}
              busy={pending.has(idOf(item))}
              onDelete={() => void remove(item)}
            >
              <SavedRow module={module} route={source} item={item} timeKey={kind.time} />
            </SwipeRow>
          </div>
        )}
      />
    </div>
  );
}

/**
 * A keyboard user who deleted a row had focus on its delete button, which is about to vanish:
 * focus moves to the next row (or the previous one) instead of falling back to the page.
 */
function keepFocus(box: HTMLElement | null, id: string): void {
  const row = [...(box?.querySelectorAll('[data-saved-id]') ?? [])].find((el) => el.getAttribute('data-saved-id') === id);
  if (!row || !row.contains(document.activeElement)) return;
  const li = row.closest('li');
  const next = li?.nextElementSibling ?? li?.previousElementSibling;
  next?.querySelector<HTMLElement>('a[href]')?.focus();
}

function Empty({ kind, module }: { kind: SavedKind; module: ListingModule }) {
  const t = useT();
  return (
    <div className="mkt-saved-empty">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={kind.icon} />
      </svg>
      <p>{t(kind.empty)}</p>
      <Link href={modulePath(module, 'list')} className="mkt-btn mkt-btn-ghost">{t('saved.browse')}</Link>
    </div>
  );
}
