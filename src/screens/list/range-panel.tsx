// The min/max dropdown of a range filter (spec §2: house "rent price-range dropdown (min and max
// numeric inputs and a confirm button)"; land price and size ranges). Server presets
// (housePriceRange, landPriceRange, landSizeRange — spec §7) apply in one tap; typed bounds are
// checked on confirm with the spec §5 rules and messages ("min/max number", "price limit", "size limit").
import { useId, useState } from 'react';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import type { RangeOption } from '../../contract/types/lookups.js';
import { useLanguage } from '../kit/price.js';
import { useT } from '../../ui/t-context.js';
import { useLookup } from './use-lookup.js';
import { OptionButton } from './option-button.js';
import { PanelForm } from './panel-form.js';
import { readRange, type RangeKind } from './range.js';
import { RangeBounds, type RangeProblem } from './range-bounds.js';
import { NO_RANGE, type RangeValue } from './search-request.js';

const isRangeOption = (x: unknown): x is RangeOption =>
  typeof x === 'object' && x !== null && typeof (x as RangeOption).name === 'string';

const boundOf = (n: unknown): number | '' => (typeof n === 'number' && Number.isFinite(n) ? n : '');
const textOf = (b: number | ''): string => (b === '' ? '' : String(b));

interface RangePanelProps {
  kind: RangeKind;
  value: RangeValue;
  /** Preset ranges of the module (descriptor endpoints.priceRange / sizeRange), if any. */
  presets: AnyEndpoint | undefined;
  onApply(value: RangeValue): void;
}

export function RangePanel({ kind, value, presets, onApply }: RangePanelProps) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const [min, setMin] = useState(textOf(value.min));
  const [max, setMax] = useState(textOf(value.max));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const lookup = useLookup(presets, lang);
  const options = lookup.status === 'ok' ? lookup.rows.filter(isRangeOption) : [];

  const confirm = () => {
    const read = readRange(kind, min, max);
    if (read.ok) onApply(read.value);
    else setProblem(read);
  };

  return (
    <PanelForm
      resetLabel={t('listScreen.filters.reset')}
      submitLabel={t('listScreen.filters.confirm')}
      onReset={() => onApply(NO_RANGE)}
      onSubmit={confirm}
    >
      {options.length > 0 && (
        <div className="mkt-list-options" role="group" aria-label={t('listScreen.filters.presets')}>
          {options.map((o) => {
            const range = { min: boundOf(o.min), max: boundOf(o.max) };
            return (
              <OptionButton key={o.id} pressed={range.min === value.min && range.max === value.max} onClick={() => onApply(range)}>
                {o.name}
              </OptionButton>
            );
          })}
        </div>
      )}
      <RangeBounds
        min={min}
        max={max}
        minLabel={t('listScreen.filters.min')}
        maxLabel={t('listScreen.filters.max')}
        onMin={setMin}
        onMax={setMax}
        problem={problem}
        errorId={`${id}-error`}
      />
      {problem && (
        <p id={`${id}-error`} className="mkt-list-error" role="alert">
          {t(problem.key)}
        </p>
      )}
    </PanelForm>
  );
}
