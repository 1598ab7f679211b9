// The hashtags of a post (spec §5 "hashtags 5"; hashtag-rules.ts): a word typed then Enter, space
// or comma becomes a removable chip; a refusal (a sixth tag, a word of other characters) is said
// under the field and the word stays in the box to be corrected.
import { useId, useState } from 'react';
import { LIMITS } from '../../contract/constants.js';
import type { ValidationKey } from '../../contract/validation/messages.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText } from '../kit/form/field-error.js';
import { addTags, removeTag, TAG_END_KEYS } from './hashtag-rules.js';

export function HashtagField({ tags, onChange, serverError }: { tags: string[]; onChange(tags: string[]): void; serverError?: ValidationKey | undefined }) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<ValidationKey | null>(null);
  const commit = (text: string): boolean => {
    const out = addTags(tags, text);
    setRefused(out.error);
    if (out.tags.length !== tags.length) onChange(out.tags);
    if (!out.error) setTyped('');
    return out.error === null;
  };
  const error = refused ?? serverError ?? null;
  return (
    <div className="mkt-field mkt-dcc-tags" data-field="hashtags">
      <label htmlFor={id}>{t('discover.compose.hashtags')}</label>
      {tags.length > 0 && (
        <ul className="mkt-dcc-chips" aria-label={t('discover.compose.hashtags')}>
          {tags.map((tag) => (
            <li key={tag} className="mkt-dcc-chip" data-tag={tag}>
              <span>#{tag}</span>
              <button type="button" aria-label={t('discover.compose.removeTag', { tag })} onClick={() => { onChange(removeTag(tags, tag)); setRefused(null); }}>×</button>
            </li>
          ))}
        </ul>
      )}
      <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
        <input id={id} name="hashtag" type="text" enterKeyHint="done" autoComplete="off" value={typed}
          placeholder={t('discover.compose.hashtagHint', { max: LIMITS.hashtags })}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : `${id}-h`}
          onInput={(e) => {
            const text = e.currentTarget.value;
            // A phone keyboard may send no key event for the separator: the text itself says so.
            if (/[\s,，]$/u.test(text)) commit(text);
            else setTyped(text);
          }}
          onKeyDown={(e) => {
            if (!TAG_END_KEYS.includes(e.key)) return;
            e.preventDefault();
            commit(e.currentTarget.value);
          }}
          onBlur={(e) => { if (e.currentTarget.value.trim()) commit(e.currentTarget.value); }} />
      </div>
      {error
        ? <ErrorText id={`${id}-e`} error={{ key: error, values: { max: LIMITS.hashtags } }} role="alert" />
        : <p id={`${id}-h`} className="mkt-dcc-hint">{t('discover.compose.tagCount', { n: tags.length, max: LIMITS.hashtags })}</p>}
    </div>
  );
}
