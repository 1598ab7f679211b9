// Labels (spec §5: at most 5, business and visa 6; "a surplus label is removed with a 'most tags'
// notice"): chips to tick. Ticking one more than allowed is refused with the notice; a longer
// list (a draft from before a limit changed) is cut to the limit with the same notice.
import { useEffect, useMemo } from 'react';
import { useShell } from '../../../app/use-shell.js';
import { useT } from '../../../ui/t-context.js';
import { usePickerData } from '../../kit/pickers/index.js';
import { moduleListSource } from '../lookup-sources.js';
import { FieldFrame } from './field-frame.js';
import { labelKey, type WidgetProps } from './widget-props.js';

/** The next ticked ids, or null when `id` would be one too many. */
export function toggleLabel(ticked: readonly number[], id: number, max: number): number[] | null {
  if (ticked.includes(id)) return ticked.filter((x) => x !== id);
  return ticked.length >= max ? null : [...ticked, id];
}

export function LabelsField({ w, form, env }: WidgetProps<'labels'>) {
  const t = useT();
  const { dialogs } = useShell();
  const endpoint = env.m.endpoints.labels;
  const source = useMemo(() => (endpoint ? moduleListSource(`${env.m.key}:labels`, endpoint, env.language) : null), [endpoint, env.m.key, env.language]);
  const { data } = usePickerData(source, true);
  const raw = form.values.labelIds;
  const ticked = Array.isArray(raw) ? raw.filter((x): x is number => typeof x === 'number') : [];
  const tooMany = ticked.length > w.max;
  const notice = t('validation.mostTags', { max: w.max });
  useEffect(() => {
    if (!tooMany) return;
    form.set('labelIds', ticked.slice(0, w.max));
    dialogs.toast(notice);
  }, [tooMany]);
  const items = data.status === 'ok' ? data.items : [];
  return (
    <FieldFrame name="labelIds" label={t(labelKey(w))} hint={t('publish.labelsHint', { max: w.max })} error={form.error('labelIds')} group>
      {() => (
        <div className="mkt-pub-chips" aria-busy={data.status === 'loading' || undefined}>
          {items.map((label) => (
            <button
              key={label.id}
              type="button"
              aria-pressed={ticked.includes(label.id)}
              onClick={() => {
                const next = toggleLabel(ticked, label.id, w.max);
                if (next) form.set('labelIds', next);
                else dialogs.toast(notice);
                form.blur('labelIds');
              }}
            >
              {label.name}
            </button>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
