// /common/publishManage?moduleId=N (spec §2 "Mine screen" menu, "Publish screens": where a saved
// listing leads; spec §4 statuses and order actions): the user's own listings of one module, paged
// like every list (spec §4 "Lists"), filtered by status family, each with the actions its status
// allows. "Publish new" goes through the publish quota guard like every way to the form
// (app/publish-gate.ts). The module comes from the registry by its id (DESIGN.md §3).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useGatePending } from '../../app/use-gate-pending.js';
import { useServices } from '../../app/use-shell.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import { COMMON_ENDPOINTS } from '../../contract/endpoints/commons.js';
import type { MyReleaseItem } from '../../contract/types/commons.js';
import { moduleById } from '../../modules/registry.js';
import type { ListingModule } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useStyle } from '../../ui/use-style.js';
import CommonError from '../common-error/index.js';
import { LoginPrompt } from '../history/login-prompt.js';
import { useSavedStyle } from '../history/saved-styles.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { TabStrip } from '../list/tab-strip.js';
import { LIST_CSS } from '../list/list-styles.js';
import { STATUS_TABS, statusFilter, type StatusTab } from '../kit/listing-status.js';
import { PaidOfferDialog } from './paid-offer-dialog.js';
import { usePublishManageStyle } from './publish-manage-styles.js';
import { ReleaseRow } from './release-row.js';
import { useReleaseActions } from './use-release-actions.js';
import { modulePath } from '../../modules/identities.js';

/** The module of `?moduleId=` when it publishes, else undefined (an unknown or editorial id). */
export function manageModuleOf(query: URLSearchParams): ListingModule | undefined {
  const raw = (query.get('moduleId') ?? '').trim();
  const m = /^\d+$/.test(raw) ? moduleById(Number(raw)) : undefined;
  return m?.publishes ? m : undefined;
}

export default function PublishManageScreen(props: ScreenProps) {
  useKitStyle();
  useSavedStyle();
  // The status tabs are the list screen's tab strip (same id: injected once per root).
  useStyle('list', LIST_CSS);
  usePublishManageStyle();
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const module = manageModuleOf(props.query);
  // An unknown moduleId is a broken link: the app's error screen (the one code 4010 leads to).
  if (!module) return <CommonError {...props} />;
  return (
    <div className="mkt-screen mkt-pm">
      <div className="mkt-pm-top">
        <PageHeader title={t('publishManage.title')} fallback={module.mine ? modulePath(module, 'mine') : '/index'} />
        <p className="mkt-pm-module">{t('publishManage.module', { module: t(`listScreen.titles.${module.key}`) })}</p>
      </div>
      {userId ? <Manage key={`${module.key}|${userId}`} module={module} userId={userId} /> : <LoginPrompt />}
    </div>
  );
}

const idOf = (item: MyReleaseItem): string => String(item.serviceId);

function Manage({ module, userId }: { module: ListingModule; userId: string }) {
  const t = useT();
  const { api } = useServices();
  const [tab, setTab] = useState<StatusTab>(STATUS_TABS[0]!);
  /** Rows changed by an action (null: deleted), shown instead of the page's copy. */
  const [changed, setChanged] = useState<ReadonlyMap<string, MyReleaseItem | null>>(() => new Map());
  const actions = useReleaseActions(module, userId, (id, row) => setChanged((m) => new Map(m).set(id, row)));

  const list = useInfiniteList<MyReleaseItem>({
    // spec §9: page size 15 for "mine" lists.
    pageSize: PAGE_SIZE,
    resetKey: `${module.moduleId}|${userId}|${tab.key}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(COMMON_ENDPOINTS.getMyRelease, {
        userId,
        moduleId: module.moduleId,
        page: { index, size },
        ...statusFilter(tab),
      });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const items = list.items.flatMap((item) => {
    const row = changed.has(idOf(item)) ? changed.get(idOf(item)) : item;
    return row ? [row] : [];
  });
  const shown = { ...list, items };

  return (
    <>
      <TabStrip
        items={STATUS_TABS.map((s) => ({ key: s.key, label: t(s.label) }))}
        current={tab.key}
        onSelect={(key) => {
          setTab(STATUS_TABS.find((s) => s.key === key) ?? STATUS_TABS[0]!);
          setChanged(new Map());
        }}
        label={t('publishManage.tabsLabel')}
        variant="chips"
      />
      <InfiniteList
        list={shown}
        itemKey={idOf}
        empty={<Empty filtered={tab.statuses.length > 0} />}
        renderItem={(item) => (
          <ReleaseRow module={module} item={item} busy={actions.busy.has(idOf(item))} onAction={(i, a) => void actions.run(i, a)} />
        )}
      />
      <NewButton module={module} />
      <PaidOfferDialog offer={actions.offer} />
    </>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <div className="mkt-saved-empty">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M8 4h8M6 4h12v16H6zM9 9h6M9 13h6M9 17h3" />
      </svg>
      <p>{t(filtered ? 'publishManage.emptyTab' : 'publishManage.empty')}</p>
    </div>
  );
}

/** "Publish new": a link to the form, held by the quota guard until it passes (busy meanwhile). */
function NewButton({ module }: { module: ListingModule }) {
  const t = useT();
  const href = modulePath(module, 'publish');
  const busy = useGatePending(href);
  return (
    <div className="mkt-pm-new">
      <Link href={href} className={busy ? 'mkt-btn mkt-gate-busy' : 'mkt-btn'} aria-busy={busy || undefined} data-action="new">
        {t('publishManage.new')}
      </Link>
    </div>
  );
}
