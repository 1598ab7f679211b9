// The common list screen of the ten listing modules (spec §2 "Common list screen", /article list;
// §4 "Lists"; §7 searchXxxByTerms; §9 page sizes). Everything that differs between modules is
// read from the descriptor (DESIGN.md §3): tabs (tagLevels, popular tab), filters (price, size,
// bedrooms), endpoints, page size, row layout.
// The route is kept alive (spec §2), so "back" from details finds the same list and scroll
// position: nothing here reacts to `active`, and nothing is fetched again when it toggles.
import { useEffect, useRef, useState } from 'react';
import { NotAvailable } from '../../app/not-available.js';
import { useServices, useShell } from '../../app/use-shell.js';
import { MODULES } from '../../modules/registry.js';
import type { ListingModule, ModuleKey } from '../../modules/types.js';
import type { RouteEntry, ScreenProps } from '../../routes/route-types.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useStyle } from '../../ui/use-style.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { serviceIdOf } from '../kit/links.js';
import type { Summary } from '../kit/listing-row.js';
import { ModuleTabBar } from '../kit/module-tab-bar.js';
import { useLanguage } from '../kit/price.js';
import { FilterBar, filtersOf } from './filter-bar.js';
import { ListRow, SkeletonRows } from './list-rows.js';
import { LIST_CSS } from './list-styles.js';
import { SearchHeader } from './search-header.js';
import { CART_LINK_CSS, CartLink } from '../kit/cart-link.js';
import { clearFilters, hasFilters, queryKey, searchBody, type ListQuery } from './search-request.js';
import { criteriaOfParams } from '../kit/alert-links.js';
import { NoticeBell } from '../kit/notice-bell.js';
import { listQueryOf } from './saved-query.js';
import { SaveSearchButton } from './save-search.js';
import { TagTabs } from './tag-tabs.js';

const isRow = (x: unknown): x is Summary => typeof x === 'object' && x !== null && !Array.isArray(x);
const rowsOf = (data: unknown): Summary[] => {
  const list = (data as { resultList?: unknown } | null)?.resultList;
  return Array.isArray(list) ? list.filter(isRow) : [];
};

export default function ListScreen({ route, query }: ScreenProps) {
  const module = route.module ? (MODULES as Partial<Record<string, ListingModule>>)[route.module] : undefined;
  if (!module) return <NotAvailable path={route.path} />;
  return <ModuleList key={module.key} module={module} route={route} query={query} />;
}

function ModuleList({ module: m, route, query: url }: { module: ListingModule; route: RouteEntry; query: URLSearchParams }) {
  useKitStyle();
  useStyle('list', LIST_CSS);
  useStyle('cart-link', CART_LINK_CSS);
  const t = useT();
  const lang = useLanguage();
  const { api } = useServices();
  const { navigate } = useShell();
  const layout = m.rowLayout;

  // The home search box opens /article/list?keyWords=… (spec §2); a saved search opens the list with
  // its tag and filters too (issue: Beyond the spec; kit/alert-links.ts): the list starts with them.
  const asked = criteriaOfParams(url);
  const askedKey = JSON.stringify(asked);
  const [q, setQ] = useState<ListQuery>(() => listQueryOf(asked));
  const lastAsked = useRef(askedKey);
  useEffect(() => {
    // A new search arriving from outside while this list is kept alive starts a fresh list.
    if (askedKey === lastAsked.current) return;
    lastAsked.current = askedKey;
    const next = listQueryOf(asked);
    setQ((cur) => (queryKey(cur) === queryKey(next) ? cur : next));
    // `asked` is a new object each render: its key says when it changed.
  }, [askedKey]);

  const onSearch = (keyWords: string) => {
    setQ((cur) => ({ ...cur, keyWords }));
    // Keep the search in the address, so reload and shared links show the same list.
    const next = new URLSearchParams(url);
    if (keyWords) next.set('keyWords', keyWords);
    else next.delete('keyWords');
    lastAsked.current = JSON.stringify(criteriaOfParams(next));
    const search = next.toString();
    navigate(`${route.path}${search ? `?${search}` : ''}`, { replace: true });
  };

  const list = useInfiniteList<Summary>({
    pageSize: m.pageSize,
    // Listing text comes in the viewer's language: a language change reloads too.
    resetKey: `${m.key}|${lang}|${queryKey(q)}`,
    fetchPage: async (page) => {
      const reply = await api.call(m.endpoints.search, searchBody(m, q, page));
      return { code: reply.code, items: reply.code === 200 ? rowsOf(reply.customData) : [] };
    },
  });

  /** The empty list's way out: every filter, the tag and the search cleared. */
  const showAll = () => {
    setQ((cur) => clearFilters(cur));
    if (q.keyWords) onSearch('');
  };

  const filtered = hasFilters(q) || q.keyWords !== '' || q.tagId !== null;
  const firstLoad = list.items.length === 0 && (list.status === 'loading' || list.status === 'idle');

  return (
    <div className="mkt-screen mkt-list-screen">
      <div className="mkt-list-top">
        <SearchHeader keyWords={q.keyWords} title={t(`listScreen.titles.${m.key}`)} onSearch={onSearch} extra={
          <>
            {m.trade && <CartLink module={m} />}
            <SaveSearchButton module={m} query={q} />
            <NoticeBell />
          </>
        } />
        <TagTabs
          module={m}
          tagId={q.tagId}
          childTagId={q.childTagId}
          onTag={(tagId) => setQ((cur) => ({ ...cur, tagId, childTagId: null }))}
          onChildTag={(childTagId) => setQ((cur) => ({ ...cur, childTagId }))}
        />
        {filtersOf(m).length > 0 && <FilterBar module={m} query={q} onChange={setQ} />}
      </div>
      <div className="mkt-list-main">
        {firstLoad && <SkeletonRows layout={layout} />}
        <InfiniteList
          list={list}
          itemKey={(item, i) => serviceIdOf(m, item) || i}
          renderItem={(item, i) => (
            <ListRow layout={layout} module={m} item={item} markSticky={m.filters.stickyFirst && q.tagId === null} eager={i === 0} />
          )}
          empty={
            <div className="mkt-empty mkt-list-empty">
              <p>{t(filtered ? 'listScreen.noMatch' : 'listScreen.empty')}</p>
              {filtered && (
                <button type="button" className="mkt-btn mkt-btn-ghost" onClick={showAll}>
                  {t('listScreen.showAll')}
                </button>
              )}
            </div>
          }
        />
      </div>
      {route.moduleTabBar && <ModuleTabBar module={m} current="list" />}
    </div>
  );
}
