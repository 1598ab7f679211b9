// Help articles (src/contract/console-help.ts; spec §2 serviceAndHelp, and the customer-service
// robot answers from them): a menu chosen on the left, its articles in the app's order — moved up
// or down one place at a time — and a new article; the chosen article in the editor on the right
// (help-editor.tsx), one tab per language. Menus are created and renamed here too (help-menu-form.tsx).
import { useCallback, useEffect, useState } from 'react';
import type { HelpArticleItem, HelpMenuItem } from '../../../src/contract/console-help.js';
import { consoleCall } from '../console-api.js';
import { refusalText, useConsole } from '../use-console.js';
import { HelpEditor, type Language } from './help-editor.js';
import { HelpMenuForm } from './help-menu-form.js';
import { textOf } from './help-texts.js';


/** 'new': an article being written; a number: that article. */
type Chosen = number | 'new' | null;

export default function HelpPage() {
  const { t, i18n } = useConsole();
  const [menus, setMenus] = useState<HelpMenuItem[]>([]);
  const [menuId, setMenuId] = useState<number | null>(null);
  const [articles, setArticles] = useState<HelpArticleItem[]>([]);
  const [chosen, setChosen] = useState<Chosen>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  /** Kept here: the editor is drawn anew for each article and after a save. */
  const [language, setLanguage] = useState<Language>(() => (['cn', 'en', 'fr'].includes(i18n.language) ? i18n.language as Language : 'en'));
  const [savedId, setSavedId] = useState<number | null>(null);

  const loadMenus = useCallback(async (select?: number) => {
    const r = await consoleCall('helpMenus', {});
    if (!r.ok) return setError(refusalText(t, r.message));
    setMenus(r.data);
    setMenuId((m) => select ?? m ?? r.data[0]?.id ?? null);
  }, [t]);
  const loadArticles = useCallback(async () => {
    if (menuId === null) return;
    setLoading(true);
    const r = await consoleCall('helpArticles', { menuId });
    setLoading(false);
    if (!r.ok) return setError(refusalText(t, r.message));
    setError('');
    setArticles(r.data.articles);
  }, [menuId, t]);
  useEffect(() => { void loadMenus(); }, [loadMenus]);
  useEffect(() => { void loadArticles(); }, [loadArticles]);

  const move = async (index: number, by: -1 | 1) => {
    if (menuId === null) return;
    const ids = articles.map((a) => a.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    const r = await consoleCall('orderHelpArticles', { menuId, ids });
    if (!r.ok) setError(refusalText(t, r.message));
    await loadArticles();
  };
  const menu = menus.find((m) => m.id === menuId) ?? null;
  const article = typeof chosen === 'number' ? articles.find((a) => a.id === chosen) ?? null : null;

  return (
    <div className={`split${chosen !== null ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('help.list')}>
        <div className="queue-head">
          <h1>{t('pages.help')}</h1>
          <span className="muted">{t('help.count', { count: articles.length })}</span>
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void loadArticles()} disabled={loading}>{t('app.refresh')}</button>
        </div>
        <div className="search-form">
          <label className="field">
            <span>{t('help.menu')}</span>
            <select name="menu" value={menuId ?? ''} onChange={(e) => { setMenuId(Number(e.currentTarget.value)); setChosen(null); }}>
              {menus.map((m) => <option key={m.id} value={m.id}>{textOf(m.names, i18n.language)} ({m.articles})</option>)}
            </select>
          </label>
          <HelpMenuForm menu={menu} onSaved={(id) => loadMenus(id)} />
          <button type="button" className="btn primary" disabled={menuId === null} onClick={() => setChosen('new')}>{t('help.new')}</button>
        </div>
        {error && <p className="error pad" role="alert">{error}</p>}
        <ul className="rows">
          {articles.map((a, i) => (
            <li key={a.id} className="help-row">
              <button type="button" className={`row${chosen === a.id ? ' selected' : ''}`} aria-current={chosen === a.id} onClick={() => { setChosen(a.id); setSavedId(null); }}>
                <span className="row-title">{textOf(a.titles, i18n.language)}</span>
                <span className="muted small">{(['cn', 'en', 'fr'] as const).filter((l) => a.titles[l] === '').map((l) => t('help.missing', { language: t(`languages.${l}`) })).join(' · ') || t('help.complete')}</span>
              </button>
              <span className="order-buttons">
                <button type="button" className="btn" aria-label={t('help.up')} disabled={i === 0} onClick={() => void move(i, -1)}>↑</button>
                <button type="button" className="btn" aria-label={t('help.down')} disabled={i === articles.length - 1} onClick={() => void move(i, 1)}>↓</button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="pane">
        {chosen !== null && menuId !== null && (chosen === 'new' || article) ? (
          <HelpEditor
            key={chosen === 'new' ? `new-${menuId}` : `${chosen}-${article?.updatedAt ?? ''}`}
            menuId={menuId}
            entry={article}
            language={language}
            onLanguage={setLanguage}
            saved={article !== null && savedId === article.id}
            onEdit={() => setSavedId(null)}
            onBack={() => setChosen(null)}
            onSaved={async (saved) => { setSavedId(saved?.id ?? null); await loadArticles(); await loadMenus(); setChosen(saved?.id ?? null); }}
          />
        ) : <p className="muted pad">{t('help.select')}</p>}
      </section>
    </div>
  );
}
