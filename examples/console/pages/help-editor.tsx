// One help article in every language: a tab per language with its title and its answer as HTML
// source, and a preview drawn with the app's rules (ui/safe-html.tsx: the app's sanitizer, as the
// translation page does). English is required; a language left empty reads in English in the app.
// Saving checks the publish form's rules (spec §5: title 3–200, answer 20–10,000 characters of
// text) on the server; a refusal opens the tab of the language it names and shows at the field.
import { useState } from 'react';
import type { HelpArticleItem, HelpTexts } from '../../../src/contract/console-help.js';
import { LANGUAGES } from '../../../src/contract/constants.js';
import { consoleCall } from '../console-api.js';
import { SafeHtml } from '../ui/safe-html.js';
import { refusalText, useConsole } from '../use-console.js';
import { textOf } from './help-texts.js';

export type Language = (typeof LANGUAGES)[number];
const EMPTY: HelpTexts = { cn: '', en: '', fr: '' };

/** The field a refusal names ('titles.fr'), '' for the whole form. */
const fieldOf = (customData: unknown): string => (customData as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path ?? '';

export function HelpEditor({ menuId, entry, language, onLanguage: setLanguage, saved, onEdit, onBack, onSaved }: {
  menuId: number;
  /** null: a new article. */
  entry: HelpArticleItem | null;
  /** The tab shown (kept by the page across articles and saves). */
  language: Language;
  onLanguage(language: Language): void;
  /** This article was just saved: say so until the next edit. */
  saved: boolean;
  onEdit(): void;
  onBack(): void;
  onSaved(saved: HelpArticleItem | null): Promise<void>;
}) {
  const { t, i18n } = useConsole();
  const [titles, setTitles] = useState<HelpTexts>(entry?.titles ?? EMPTY);
  const [contents, setContents] = useState<HelpTexts>(entry?.contents ?? EMPTY);
  const [refusal, setRefusal] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const touched = () => { setRefusal(null); onEdit(); };

  const save = async () => {
    setBusy(true);
    const r = await consoleCall('saveHelpArticle', { ...(entry ? { id: entry.id } : {}), menuId, titles, contents });
    setBusy(false);
    if (!r.ok) {
      const field = fieldOf(r.customData);
      const lang = field.split('.')[1];
      if (lang && (LANGUAGES as readonly string[]).includes(lang)) setLanguage(lang as Language);
      return setRefusal({ field, text: refusalText(t, r.message) });
    }
    await onSaved(r.data);
  };
  const remove = async () => {
    if (!entry) return;
    setBusy(true);
    const r = await consoleCall('deleteHelpArticle', { id: entry.id });
    setBusy(false);
    if (!r.ok) return setRefusal({ field: '', text: refusalText(t, r.message) });
    await onSaved(null);
  };
  const errorAt = (field: string) => (refusal && refusal.field === `${field}.${language}` ? refusal.text : '');

  return (
    <article className="detail" aria-labelledby="help-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('help.back')}</button>
      <h2 id="help-title">{entry ? textOf(entry.titles, i18n.language) : t('help.new')}</h2>
      {entry && <p className="muted small">{t('help.edit', { id: entry.id })}</p>}
      <div className="lang-tabs" role="tablist" aria-label={t('translation.languages')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" role="tab" className="lang-tab" aria-selected={l === language} onClick={() => setLanguage(l)}>
            {t(`languages.${l}`)}{titles[l] === '' ? ' •' : ''}
          </button>
        ))}
      </div>
      {language !== 'en' && titles[language] === '' && <p className="muted small">{t('help.fallback')}</p>}
      <label className="field">
        <span>{t('help.title')}</span>
        <input name="title" lang={language} value={titles[language]} maxLength={200} aria-invalid={errorAt('titles') !== ''}
          onInput={(e) => { const v = e.currentTarget.value; setTitles((x) => ({ ...x, [language]: v })); touched(); }} />
        {errorAt('titles') && <span className="field-error" role="alert">{errorAt('titles')}</span>}
      </label>
      <label className="field">
        <span>{t('help.content')}</span>
        <textarea name="content" className="html-source" lang={language} value={contents[language]} aria-invalid={errorAt('contents') !== ''}
          onInput={(e) => { const v = e.currentTarget.value; setContents((x) => ({ ...x, [language]: v })); touched(); }} />
        {errorAt('contents') && <span className="field-error" role="alert">{errorAt('contents')}</span>}
      </label>
      <h3>{t('translation.preview')}</h3>
      <SafeHtml html={contents[language]} lang={language} />
      {refusal && !refusal.field.includes('.') && <p className="error" role="alert">{refusal.text}</p>}
      {saved && <p className="notice ok" role="status">{t('help.saved')}</p>}
      <div className="actions">
        <button type="button" className="btn primary" disabled={busy} onClick={() => void save()}>{t('help.save')}</button>
        {entry && !deleting && <button type="button" className="btn danger" disabled={busy} onClick={() => setDeleting(true)}>{t('help.delete')}</button>}
        {deleting && (
          <span className="confirm">
            {t('help.confirmDelete')}
            <button type="button" className="btn danger" disabled={busy} onClick={() => void remove()}>{t('help.delete')}</button>
            <button type="button" className="btn" onClick={() => setDeleting(false)}>{t('reports.cancel')}</button>
          </span>
        )}
      </div>
    </article>
  );
}
