// "Save this search" on a module list (issue: Beyond the spec, saved-search alerts): a bell-plus in
// the search header saves the list's query (module, words, tag, filters; saved-query.ts) under a
// title made from them (search-title.ts), then asks how to tell: an alert per new listing or a
// daily summary. A query already saved shows the button on; a tap opens its settings (the same
// choice, and remove). Logged out: the login-first confirm of the favourite star (spec §8).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ALERTS } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { SavedSearch } from '../../contract/types/alerts.js';
import { LOGIN_PATH } from '../../features/favourite.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { BELL_PLUS, BellIcon } from '../kit/notice-bell.js';
import { AppLayer, FormDialog } from '../kit/form-dialog.js';
import { dropSavedSearch, putSavedSearch, readSavedSearches, savedSearchesOf } from '../kit/saved-searches.js';
import { asTags } from './tag-tabs.js';
import { sameSearch, savedQueryOf } from './saved-query.js';
import { searchTitle } from './search-title.js';
import type { ListQuery } from './search-request.js';

const CSS =
  '.mkt-list-save[data-saved=yes]{color:var(--mkt-accent)}' +
  '.mkt-alert-choice h2{margin:0 0 4px;font-size:18px;line-height:1.3}' +
  '.mkt-alert-choice-name{margin:0 0 8px;color:var(--mkt-muted);font-size:14px;overflow-wrap:anywhere}' +
  '.mkt-alert-choice fieldset{border:0;margin:0 0 4px;padding:0;display:flex;flex-direction:column}' +
  '.mkt-alert-choice label{display:flex;align-items:center;gap:10px;min-height:44px}' +
  '.mkt-alert-choice input[type=radio]{flex:none;width:20px;height:20px;margin:0;accent-color:var(--mkt-accent)}' +
  '.mkt-alert-choice-remove{min-height:44px;margin:0 0 8px;padding:0;border:0;background:none;color:#b3261e;font:inherit;font-size:14px;font-weight:600;cursor:pointer}';

/** The tag's name for the title: first-level tags, or the children a first-level tag carries. */
async function tagNameOf(api: ReturnType<typeof useServices>['api'], m: ListingModule, tagId: number | null): Promise<string> {
  if (tagId === null) return '';
  const reply = await api.call(m.endpoints.tags, {}, { silent: true });
  const tags = reply.code === 200 ? asTags(reply.customData) : [];
  const all = tags.flatMap((tag) => [tag, ...asTags(tag.children)]);
  return all.find((tag) => tag.id === tagId)?.name ?? '';
}

export function SaveSearchButton({ module: m, query }: { module: ListingModule; query: ListQuery }) {
  useStyle('save-search', CSS);
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, navigate } = useShell();
  const userId = useStore(stores.session.userId);
  const areaId = useStore(stores.session.areaId);
  const list = useStore(savedSearchesOf(api, userId));
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<SavedSearch | null>(null);
  useEffect(() => {
    if (userId) void readSavedSearches(api, userId);
  }, [api, userId]);
  // Lists whose searches the server does not match (articles) offer no alert.
  if (!ALERTS.moduleIds.includes(m.moduleId)) return null;

  const wanted = savedQueryOf(m, query, areaId);
  const saved = list?.find((s) => sameSearch(s, wanted)) ?? null;

  const onTap = async () => {
    if (!userId) {
      if (await dialogs.confirm(t('errors.notLoggedIn'), { cancel: true })) navigate(LOGIN_PATH);
      return;
    }
    if (saved) return setOpen(saved);
    if (busy) return;
    setBusy(true);
    try {
      const title = searchTitle(query, { moduleName: t(`listScreen.titles.${m.key}`), tagName: await tagNameOf(api, m, wanted.tagId) }, t);
      const reply = await api.call(ENDPOINTS.saveSearch, { ...wanted, title, daily: false });
      if (reply.code !== 200 || !reply.customData) return;
      putSavedSearch(savedSearchesOf(api, userId), reply.customData);
      dialogs.toast(t('alerts.saved'));
      setOpen(reply.customData);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="mkt-icon-btn mkt-list-save" data-saved={saved ? 'yes' : 'no'} aria-pressed={saved !== null}
        aria-label={t(saved ? 'alerts.savedOn' : 'alerts.save')} disabled={busy} aria-busy={busy || undefined} onClick={() => void onTap()}>
        <BellIcon d={BELL_PLUS} />
      </button>
      <AppLayer>{open ? <AlertChoice search={open} onClose={() => setOpen(null)} /> : null}</AppLayer>
    </>
  );
}

/** How to tell (instant / daily), and remove; applied on OK. */
function AlertChoice({ search, onClose }: { search: SavedSearch; onClose(): void }) {
  const t = useT();
  const id = useId();
  const { api, stores } = useServices();
  const { dialogs } = useShell();
  const list = savedSearchesOf(api, stores.session.userId.get());
  const [daily, setDaily] = useState(search.daily);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<boolean>) => {
    setBusy(true);
    const done = await call().finally(() => setBusy(false));
    if (done) onClose();
  };
  const apply = () => run(async () => {
    if (daily === search.daily) return true;
    const reply = await api.call(ENDPOINTS.updateSavedSearch, { searchId: search.searchId, daily });
    if (reply.code === 200 && reply.customData) putSavedSearch(list, reply.customData);
    return reply.code === 200;
  });
  const remove = () => run(async () => {
    const reply = await api.call(ENDPOINTS.deleteSavedSearch, { searchId: search.searchId });
    if (reply.code !== 200) return false;
    dropSavedSearch(list, search.searchId);
    dialogs.toast(t('alerts.removed'));
    return true;
  });

  return (
    <FormDialog className="mkt-alert-choice" data={{ 'data-search': search.searchId }} title={t('alerts.choice.title')} onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
      back={t('dialog.close')} submit={t('dialog.ok')} busy={busy}>
      <p className="mkt-alert-choice-name">{search.title}</p>
      <fieldset>
        <legend className="mkt-sr">{t('alerts.choice.title')}</legend>
        {(['instant', 'daily'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name={`${id}-mode`} value={kind} checked={daily === (kind === 'daily')} onChange={() => setDaily(kind === 'daily')} />
            {t(`alerts.choice.${kind}`)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="mkt-alert-choice-remove" disabled={busy} onClick={() => void remove()}>{t('alerts.choice.remove')}</button>
    </FormDialog>
  );
}
