// The feedback text (spec §5 "free input at most 250"): a textarea that cannot take more than the
// limit, with a live "n/250" counter next to its label (read with the field, not on every key).
import { useId } from 'react';
import { LIMITS } from '../../contract/constants.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, type Form } from '../kit/form/index.js';
import type { FeedbackValues } from './feedback-form.js';

export function ContentField({ form, label, placeholder }: { form: Form<FeedbackValues>; label: string; placeholder: string }) {
  const t = useT();
  const id = useId();
  const error = form.error('content');
  const max = LIMITS.freeInputMax;
  const count = form.values.content.length;
  return (
    <div className="mkt-field">
      <div className="mkt-set-field-head">
        <label htmlFor={id}>{label}</label>
        <p className="mkt-set-count" id={`${id}-c`} data-full={count >= max} aria-label={t('settings.countLabel', { count, max })}>
          {count}/{max}
        </p>
      </div>
      <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
        <textarea
          id={id}
          name="content"
          rows={5}
          maxLength={max}
          placeholder={placeholder}
          value={form.values.content}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e ${id}-c` : `${id}-c`}
          onInput={(e) => form.set('content', e.currentTarget.value)}
          onBlur={() => form.blur('content')}
        />
      </div>
      <ErrorText id={`${id}-e`} error={error} />
    </div>
  );
}
