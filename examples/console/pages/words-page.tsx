// The sensitive-word lists (spec §5 "Sensitive text must be edited before continuing"): one tab
// per language, the list alphabetical with a filter, and — for the roles that may change it
// (moderator, admin; reviewers read) — add a word and remove one after a confirmation. The
// server folds case, accents and Chinese script as the word check does, so it refuses a word the
// list already covers; a change applies to the app's next word check.
import { useState } from 'react';
import { SENSITIVE_WORD_MAX, type SensitiveWordItem } from '../../../src/contract/console-api.js';
import { LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 50;

/** The field a refusal names (`issues[0].path`), '' for the whole request. */
const fieldOf = (customData: unknown): string => (customData as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path ?? '';

export default function WordsPage() {
  const { t, i18n, operator } = useConsole();
  const mayEdit = operator?.calls.includes('addWord') ?? false;
  // The console's own language first: the list an operator most likely reads.
  const [language, setLanguage] = useState<LanguageCode>(() => (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as LanguageCode) : 'fr');
  const [query, setQuery] = useState('');
  const list = usePaged('wordList', PAGE_SIZE, { language, query: query.trim() });
  const [newWord, setNewWord] = useState('');
  const [addError, setAddError] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const choose = (l: LanguageCode) => {
    setLanguage(l);
    setConfirming(null);
    setAddError('');
    setNotice(null);
  };

  const add = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setNotice(null);
    const r = await consoleCall('addWord', { language, word: newWord });
    setBusy(false);
    if (!r.ok) {
      const text = refusalText(t, r.message, messageValues(r.customData));
      if (fieldOf(r.customData) === 'word') return setAddError(text);
      return setNotice({ kind: 'error', text });
    }
    setNewWord('');
    setAddError('');
    setNotice({ kind: 'ok', text: t('words.added', { word: r.data.word }) });
    await list.reload();
  };

  const remove = async (word: string) => {
    setBusy(true);
    const r = await consoleCall('removeWord', { language, word });
    setBusy(false);
    setConfirming(null);
    setNotice(r.ok ? { kind: 'ok', text: t('words.removed', { word }) } : { kind: 'error', text: refusalText(t, r.message) });
    await list.reload();
  };

  return (
    <section className="words">
      <div className="queue-head">
        <h1>{t('pages.words')}</h1>
        <span className="muted">{t(query.trim() ? 'words.matching' : 'words.count', { count: list.total })}</span>
        <span className="spacer" />
        <button type="button" className="btn" onClick={() => void list.reload()} disabled={list.loading}>{t('app.refresh')}</button>
      </div>
      <div className="words-body">
        <div className="lang-tabs" role="tablist" aria-label={t('words.languages')}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" role="tab" className="lang-tab" aria-selected={l === language} onClick={() => choose(l)}>{t(`languages.${l}`)}</button>
          ))}
        </div>
        <p className="muted small">{t('words.hint')}</p>
        {mayEdit ? (
          <form className="word-add" onSubmit={(e) => void add(e as unknown as Event)}>
            <label className="field">
              <span>{t('words.newWord')}</span>
              <input name="word" lang={language} value={newWord} maxLength={SENSITIVE_WORD_MAX} aria-invalid={addError !== ''}
                onInput={(e) => { setNewWord(e.currentTarget.value); setAddError(''); }} />
              {addError && <span className="field-error" role="alert">{addError}</span>}
            </label>
            <button type="submit" className="btn primary" disabled={busy}>{t('words.add')}</button>
          </form>
        ) : <p className="muted">{t('words.readOnly')}</p>}
        <label className="field">
          <span>{t('words.search')}</span>
          <input type="search" name="query" lang={language} value={query} maxLength={SENSITIVE_WORD_MAX} placeholder={t('words.searchPlaceholder')} onInput={(e) => setQuery(e.currentTarget.value)} />
        </label>
        {notice && <p className={`notice ${notice.kind}`} role="status">{notice.text}</p>}
        {list.error && <p className="error" role="alert">{refusalText(t, list.error)}</p>}
        {!list.loading && !list.error && list.rows.length === 0 && <p className="muted pad">{query.trim() ? t('words.noMatch', { query: query.trim() }) : t('words.empty')}</p>}
        {list.rows.length > 0 && (
          <div className="table-wrap">
            <table className="table word-table">
              <thead>
                <tr><th>{t('words.word')}</th><th>{t('words.addedAt')}</th>{mayEdit && <th><span className="sr-only">{t('words.remove')}</span></th>}</tr>
              </thead>
              <tbody>
                {list.rows.map((w: SensitiveWordItem) => (
                  <tr key={w.word}>
                    <td className="word" lang={language}>{w.word}</td>
                    <td className="nowrap muted">{formatTime(w.addedAt, i18n.language)}</td>
                    {mayEdit && (
                      <td className="row-actions">
                        {confirming === w.word ? (
                          <span className="confirm" role="group" aria-label={t('words.confirmRemove', { word: w.word })}>
                            <span>{t('words.confirmRemove', { word: w.word })}</span>
                            <button type="button" className="btn danger" disabled={busy} onClick={() => void remove(w.word)}>{t('words.confirm')}</button>
                            <button type="button" className="btn" onClick={() => setConfirming(null)}>{t('words.cancel')}</button>
                          </span>
                        ) : (
                          <button type="button" className="btn link danger-link" aria-label={`${t('words.remove')} ${w.word}`} onClick={() => setConfirming(w.word)}>{t('words.remove')}</button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />
      </div>
    </section>
  );
}
