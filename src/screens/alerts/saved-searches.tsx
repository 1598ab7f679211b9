// /usercenter/savedSearches (issue: Beyond the spec, saved-search alerts): the user's saved
// searches with how many listings matched since each was last opened, the instant/daily switch and
// delete (after a confirm). Opening one marks it seen and shows its module list with its criteria.
// A digest notice opens this screen with ?searchId=…: that search opens at once.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { SavedSearch } from '../../contract/types/alerts.js';
import { useT } from '../../ui/t-context.js';
import { NOTICES_PATH, savedSearchHref } from '../kit/alert-links.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { dropSavedSearch, putSavedSearch, readSavedSearches, savedSearchesOf } from '../kit/saved-searches.js';
import { useAlertsStyle } from './alerts-styles.js';

export function SavedSearchesScreen({ query }: { query: URLSearchParams }) {
  useKitStyle();
  useAlertsStyle();
  const t = useT();
  const { api, stores } = useServices();
  const { navigate, dialogs } = useShell();
  const userId = useStore(stores.session.userId);
  const store = savedSearchesOf(api, userId);
  const list = useStore(store);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // Read again on every visit: counts of new matches change while the user is away.
    void readSavedSearches(api, userId).finally(() => setLoaded(true));
  }, [api, userId]);

  const open = (s: SavedSearch) => {
    const href = savedSearchHref(s);
    if (!href) return;
    if (s.unseen > 0) putSavedSearch(store, { ...s, unseen: 0 });
    void api.call(ENDPOINTS.markSearchSeen, { searchId: s.searchId }, { silent: true });
    navigate(href);
  };

  // A digest's tap: open the search it names once the list is in (or say it is gone).
  const asked = query.get('searchId');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || !loaded || handled.current === asked) return;
    handled.current = asked;
    const s = list?.find((x) => x.searchId === asked);
    if (s) open(s);
    else dialogs.toast(t('alerts.searches.gone'));
  }, [asked, loaded, list]); // `open` is a fresh closure each render on purpose

  return (
    <div className="mkt-screen mkt-al">
      <PageHeader title={t('alerts.searches.title')} fallback={NOTICES_PATH} />
      {list === null ? (
        loaded ? null : <p className="mkt-list-foot" role="status">{t('list.loading')}</p>
      ) : list.length === 0 ? (
        <div className="mkt-al-empty">
          <h2>{t('alerts.searches.empty')}</h2>
          <p>{t('alerts.notices.emptyHint')}</p>
        </div>
      ) : (
        <div className="mkt-al-list">
          <ul className="mkt-list-items">
            {list.map((s) => (
              <li key={s.searchId}>
                <SearchRow search={s} onOpen={() => open(s)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function SearchRow({ search: s, onOpen }: { search: SavedSearch; onOpen(): void }) {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs } = useShell();
  const store = savedSearchesOf(api, stores.session.userId.get());
  const [busy, setBusy] = useState(false);

  const setDaily = async (daily: boolean) => {
    setBusy(true);
    const reply = await api.call(ENDPOINTS.updateSavedSearch, { searchId: s.searchId, daily }).finally(() => setBusy(false));
    if (reply.code === 200 && reply.customData) putSavedSearch(store, reply.customData);
  };
  const remove = async () => {
    if (!(await dialogs.confirm(t('alerts.searches.confirmDelete', { title: s.title }), { cancel: true }))) return;
    setBusy(true);
    const reply = await api.call(ENDPOINTS.deleteSavedSearch, { searchId: s.searchId }).finally(() => setBusy(false));
    if (reply.code !== 200) return;
    dropSavedSearch(store, s.searchId);
    dialogs.toast(t('alerts.removed'));
  };

  return (
    <div className="mkt-ss" data-search={s.searchId}>
      <button type="button" className="mkt-ss-open" aria-label={t('alerts.searches.open', { title: s.title })} onClick={onOpen}>
        <span>{s.title}</span>
        {s.unseen > 0 && <span className="mkt-ss-new">{t('alerts.searches.unseen', { count: s.unseen })}</span>}
      </button>
      <div className="mkt-ss-foot">
        <label className="mkt-ss-switch" title={t('alerts.searches.dailyHint')}>
          <input type="checkbox" role="switch" checked={s.daily} disabled={busy} onChange={(e) => void setDaily(e.currentTarget.checked)} />
          {t('alerts.searches.daily')}
        </label>
        <button type="button" className="mkt-ss-del" data-action="delete" aria-label={t('alerts.searches.deleteLabel', { title: s.title })}
          disabled={busy} onClick={() => void remove()}>
          {t('alerts.searches.delete')}
        </button>
      </div>
    </div>
  );
}
