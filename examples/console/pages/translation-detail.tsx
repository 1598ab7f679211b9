// One listing to translate: the publisher's title and description on the left; on the right a tab
// per other language with its title and its description as HTML source — prefilled with the
// original's markup, so the translator replaces words and keeps the structure — and a preview
// drawn with the app's rules (ui/safe-html.tsx). Saving checks the publish form's rules (spec §5
// title 3–200, content 20–10,000) on the server and shows its refusal at the field.
import { useState } from 'react';
import type { TranslationItem } from '../../../src/contract/console-api.js';
import { LANGUAGES } from '../../../src/contract/constants.js';
import { consoleCall, messageValues } from '../console-api.js';
import { SafeHtml } from '../ui/safe-html.js';
import { refusalText, useConsole } from '../use-console.js';
import { StatusBadge } from './status-badge.js';

interface Draft {
  title: string;
  content: string;
}

/** The field a refusal names (`issues[0].path`), '' for the whole form. */
const fieldOf = (customData: unknown): string => (customData as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path ?? '';

export function TranslationDetail({ item, onSaved, onBack }: { item: TranslationItem; onSaved(missing: string[]): Promise<void>; onBack(): void }) {
  const { t } = useConsole();
  const targets = LANGUAGES.filter((l) => l !== item.original.language);
  const [language, setLanguage] = useState<string>(item.missing.find((l) => l !== item.original.language) ?? targets[0]!);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(targets.map((l) => {
    const have = item.translations.find((x) => x.language === l);
    return [l, have ? { title: have.title, content: have.content } : { title: '', content: item.original.content }];
  })));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string; text: string } | null>(null);
  const [notice, setNotice] = useState('');
  const draft = drafts[language]!;
  const edit = (patch: Partial<Draft>) => {
    setDrafts((d) => ({ ...d, [language]: { ...d[language]!, ...patch } }));
    setRefusal(null);
    setNotice('');
  };

  const save = async () => {
    setBusy(true);
    const r = await consoleCall('saveTranslation', { serviceId: item.serviceId, language, title: draft.title, content: draft.content });
    setBusy(false);
    if (!r.ok) return setRefusal({ field: fieldOf(r.customData), text: refusalText(t, r.message, messageValues(r.customData)) });
    setNotice(t(r.data.status === 7 && item.status === 8 ? 'translation.savedPublished' : 'translation.saved', { language: t(`languages.${language}`) }));
    const next = r.data.missing.find((l) => l !== item.original.language);
    if (next) setLanguage(next);
    await onSaved(r.data.missing);
  };
  const errorAt = (field: string) => (refusal && refusal.field === field ? refusal.text : '');

  return (
    <article className="detail wide" aria-labelledby="translation-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('review.back')}</button>
      <div className="detail-head">
        <StatusBadge status={item.status} />
        <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })} · {t('review.number', { id: item.serviceId })}</span>
      </div>
      <div className="side-by-side">
        <section aria-labelledby="translation-title">
          <h3>{t('translation.original', { language: t(`languages.${item.original.language}`) })}</h3>
          <h2 id="translation-title" lang={item.original.language}>{item.original.title}</h2>
          <SafeHtml html={item.original.content} lang={item.original.language} />
        </section>
        <section aria-label={t('translation.yours')}>
          <div className="lang-tabs" role="tablist" aria-label={t('translation.languages')}>
            {targets.map((l) => (
              <button key={l} type="button" role="tab" className="lang-tab" aria-selected={l === language} onClick={() => { setLanguage(l); setRefusal(null); }}>
                {t(`languages.${l}`)}{item.missing.includes(l) ? ' •' : ''}
              </button>
            ))}
          </div>
          <label className="field">
            <span>{t('translation.title')}</span>
            <input name="title" lang={language} value={draft.title} maxLength={200} aria-invalid={errorAt('title') !== ''} onInput={(e) => edit({ title: e.currentTarget.value })} />
            {errorAt('title') && <span className="field-error" role="alert">{errorAt('title')}</span>}
          </label>
          <label className="field">
            <span>{t('translation.content')}</span>
            <textarea name="content" className="html-source" lang={language} value={draft.content} aria-invalid={errorAt('content') !== ''} onInput={(e) => edit({ content: e.currentTarget.value })} />
            {errorAt('content') && <span className="field-error" role="alert">{errorAt('content')}</span>}
          </label>
          <h3>{t('translation.preview')}</h3>
          <SafeHtml html={draft.content} lang={language} />
          {refusal && refusal.field === '' && <p className="error" role="alert">{refusal.text}</p>}
          {notice && <p className="notice ok" role="status">{notice}</p>}
          <div className="actions">
            <button type="button" className="btn primary" disabled={busy} onClick={() => void save()}>{t('translation.save', { language: t(`languages.${language}`) })}</button>
          </div>
        </section>
      </div>
    </article>
  );
}
