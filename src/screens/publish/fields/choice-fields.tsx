// Picked values of the publish form (spec §5 "Required choices (message 'choose')"): a lookup list
// (billing cycle, brand, energy, condition), a count from the fixed list (bedrooms, living rooms,
// bathrooms), yes/no (1/0), and the type, with its second level for housekeeping and business.
// Lists are native selects: the phone's own wheel or sheet, one tap, no extra screen.
import { useEffect, useId, useMemo } from 'react';
import type { MessageKey } from '../../../i18n/keys.js';
import type { ChoiceOption } from '../../../modules/publish-form.js';
import { useT } from '../../../ui/t-context.js';
import { usePickerData, type PickerSource } from '../../kit/pickers/index.js';
import { lookupSource, moduleListSource, secondTagSource, type Option } from '../lookup-sources.js';
import { FieldFrame } from './field-frame.js';
import { labelKey, namesOf, pick, type WidgetProps } from './widget-props.js';

export interface OptionSelectProps {
  id: string;
  name: string;
  value: unknown;
  /** Shown while the list loads (or when the id is no longer offered): the kept name. */
  keptName: string | undefined;
  source: PickerSource<Option> | null;
  invalid: true | undefined;
  describedBy: string | undefined;
  onPick(option: Option | null): void;
  onBlur(): void;
  className?: string;
  /** Accessible name when the select has no <label> of its own (a unit beside a number). */
  ariaLabel?: string;
  /**
   * A preset id (billing cycle 1, m²) has no kept name until its list arrives: the name is handed
   * over then, so the draft keeps it too (spec §3 "billing-cycle name kept in the draft").
   */
  onNamed?(option: Option): void;
}

export function OptionSelect(p: OptionSelectProps) {
  const t = useT();
  const { data } = usePickerData(p.source, true);
  const items = data.status === 'ok' ? data.items : [];
  const current = typeof p.value === 'number' ? p.value : null;
  const kept = current !== null && !items.some((i) => i.id === current) && p.keptName;
  const found = current === null || p.keptName ? undefined : items.find((i) => i.id === current);
  useEffect(() => {
    if (found) p.onNamed?.(found);
  }, [found]);
  return (
    <select
      id={p.id}
      name={p.name}
      className={p.className}
      aria-label={p.ariaLabel}
      value={current === null ? '' : String(current)}
      aria-invalid={p.invalid}
      aria-describedby={p.describedBy}
      aria-busy={data.status === 'loading' || undefined}
      onChange={(e) => {
        const id = Number(e.currentTarget.value);
        p.onPick(items.find((i) => i.id === id) ?? null);
      }}
      onBlur={p.onBlur}
    >
      <option value="">{t('publish.placeholders.choose')}</option>
      {kept && <option value={String(current)}>{p.keptName}</option>}
      {items.map((i) => (
        <option key={i.id} value={String(i.id)}>{i.name}</option>
      ))}
    </select>
  );
}

export function LookupField({ w, form, env }: WidgetProps<'lookup'>) {
  const t = useT();
  const source = useMemo(() => lookupSource(w.lookup, env.language), [w.lookup, env.language]);
  const error = form.error(w.name);
  return (
    <FieldFrame name={w.name} label={t(labelKey(w))} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <OptionSelect
            id={ids.id} name={w.name} value={form.values[w.name]} keptName={namesOf(form)[w.name]} source={source}
            invalid={ids.invalid} describedBy={ids.describedBy}
            onPick={(o) => pick(form, { [w.name]: o?.id ?? null }, { [w.name]: o?.name ?? '' })}
            onNamed={(o) => pick(form, {}, { [w.name]: o.name })}
            onBlur={() => form.blur(w.name)}
          />
        </div>
      )}
    </FieldFrame>
  );
}

export function CountField({ w, form }: WidgetProps<'count'>) {
  const t = useT();
  const error = form.error(w.name);
  const value = form.values[w.name];
  return (
    <FieldFrame name={w.name} label={t(labelKey(w))} error={error}>
      {(ids) => (
        <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <select
            id={ids.id} name={w.name} value={typeof value === 'number' ? String(value) : ''}
            aria-invalid={ids.invalid} aria-describedby={ids.describedBy}
            onChange={(e) => form.set(w.name, e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            onBlur={() => form.blur(w.name)}
          >
            <option value="">{t('publish.placeholders.choose')}</option>
            {Array.from({ length: w.max }, (_, i) => i + 1).map((n) => <option key={n} value={String(n)}>{n}</option>)}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}

const YES_NO: readonly ChoiceOption[] = [{ value: 1, label: 'publish.yes' }, { value: 0, label: 'publish.no' }];

/** Radio buttons over a few fixed values (yes/no, work nature): one tap picks and checks. */
function RadioChoice({ name, label, options, form }: { name: string; label: string; options: readonly ChoiceOption[]; form: WidgetProps['form'] }) {
  const t = useT();
  const group = useId();
  const error = form.error(name);
  return (
    <FieldFrame name={name} label={label} error={error} group>
      {(ids) => (
        <div className={error ? 'mkt-pub-yesno mkt-invalid' : 'mkt-pub-yesno'} role="radiogroup" aria-invalid={ids.invalid}>
          {options.map((o) => (
            <label key={o.value}>
              <input
                type="radio" name={`${group}-${name}`} value={String(o.value)} checked={form.values[name] === o.value}
                onChange={() => {
                  form.set(name, o.value);
                  form.blur(name);
                }}
              />
              {t(o.label as MessageKey)}
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}

export function YesNoField({ w, form }: WidgetProps<'yesNo'>) {
  const t = useT();
  return <RadioChoice name={w.name} label={t(labelKey(w))} options={YES_NO} form={form} />;
}

export function ChoiceField({ w, form }: WidgetProps<'choice'>) {
  const t = useT();
  return <RadioChoice name={w.name} label={t(labelKey(w))} options={w.options} form={form} />;
}

/** The type: one list, or a first level then its second (names kept: tagId, tagParent). */
export function TagField({ w, form, env }: WidgetProps<'tag'>) {
  const t = useT();
  const { m } = env;
  const names = namesOf(form);
  const first = useMemo(() => moduleListSource(`${m.key}:tags`, m.endpoints.tags, env.language), [m, env.language]);
  const parentId = w.levels === 2 && names.tagParent ? Number(names.tagParent) : null;
  const second = useMemo(
    () => (w.levels === 2 && m.endpoints.secondTags && parentId ? secondTagSource(m.key, m.endpoints.secondTags, parentId, env.language) : null),
    [w.levels, m, parentId, env.language],
  );
  const error = form.error('tagId');
  /** A second-level type is chosen (not just the first level). */
  const refined = parentId !== null && form.values.tagId !== parentId && form.values.tagId !== null;
  // Where the second level is required (recruitment: a position), the first alone leaves the type
  // unpicked: the contract's "choose" then shows under the second select (spec §5).
  const alone = (id: number | null): number | null => (w.subRequired ? null : id);
  const rowClass = error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row';
  // Two levels: the first is named by parentLabel (recruitment: industry) and the second by the
  // widget's label (position); without parentLabel the label names the first, "subcategory" the second.
  const firstLabel = w.parentLabel ? t(`publish.fields.${w.parentLabel}` as MessageKey) : t(labelKey(w));
  const secondLabel = w.parentLabel ? t(labelKey(w)) : t('publish.subTag');
  if (w.levels === 1) {
    return (
      <FieldFrame name="tagId" label={t(labelKey(w))} error={error}>
        {(ids) => (
          <div className={rowClass}>
            <OptionSelect
              id={ids.id} name="tagId" value={form.values.tagId} keptName={names.tagId} source={first}
              invalid={ids.invalid} describedBy={ids.describedBy}
              onPick={(o) => pick(form, { tagId: o?.id ?? null }, { tagId: o?.name ?? '' })}
              onBlur={() => form.blur('tagId')}
            />
          </div>
        )}
      </FieldFrame>
    );
  }
  return (
    <>
      <FieldFrame name="tagParent" label={firstLabel} error={parentId === null ? error : undefined}>
        {(ids) => (
          <div className={parentId === null && error ? rowClass : 'mkt-input-row'}>
            <OptionSelect
              // An edited listing knows its type, not the type's parent: that name shows until changed.
              id={ids.id} name="tagParent" value={parentId ?? form.values.tagId} keptName={parentId === null ? names.tagId : names.tagParentName} source={first}
              invalid={parentId === null ? ids.invalid : undefined} describedBy={ids.describedBy}
              // The first level is a valid type by itself (lists match its children, spec §3); the
              // second refines it. A new first level drops the old second (another list).
              onPick={(o) => pick(form, { tagId: alone(o?.id ?? null) }, { tagParent: o ? String(o.id) : '', tagParentName: o?.name ?? '', tagId: w.subRequired ? '' : (o?.name ?? '') })}
              // A required second level is not missing yet when the first is left: its own select says so.
              onBlur={() => { if (!w.subRequired || parentId === null) form.blur('tagId'); }}
            />
          </div>
        )}
      </FieldFrame>
      {parentId !== null && (
        <FieldFrame name="tagId" label={secondLabel} error={error}>
          {(ids) => (
            <div className={rowClass}>
              <OptionSelect
                id={ids.id} name="tagId" value={refined ? form.values.tagId : null} keptName={refined ? names.tagId : undefined} source={second}
                invalid={ids.invalid} describedBy={ids.describedBy}
                onPick={(o) => pick(form, { tagId: o?.id ?? alone(parentId) }, { tagId: o?.name ?? (w.subRequired ? '' : (names.tagParentName ?? '')) })}
                onBlur={() => form.blur('tagId')}
              />
            </div>
          )}
        </FieldFrame>
      )}
    </>
  );
}
