// The bedroom-count dropdown of the house list (spec §2: "choose one, tapping again clears it").
// Options come from the module's count call (houseBedRoomNum, spec §7).
import type { AnyEndpoint } from '../../contract/endpoint.js';
import type { CountOption } from '../../contract/types/lookups.js';
import { useLanguage } from '../kit/price.js';
import { useT } from '../../ui/t-context.js';
import { OptionButton } from './option-button.js';
import { useLookup } from './use-lookup.js';

const isCountOption = (x: unknown): x is CountOption =>
  typeof x === 'object' && x !== null && typeof (x as CountOption).value === 'number' && typeof (x as CountOption).name === 'string';

interface CountPanelProps {
  options: AnyEndpoint | undefined;
  value: number | '';
  /** '' when the chosen option was tapped again (cleared). */
  onPick(value: number | '', label: string): void;
}

export function CountPanel({ options: endpoint, value, onPick }: CountPanelProps) {
  const t = useT();
  const lang = useLanguage();
  const lookup = useLookup(endpoint, lang);
  if (lookup.status === 'loading') return <p className="mkt-list-note" role="status">{t('list.loading')}</p>;
  const options = lookup.status === 'ok' ? lookup.rows.filter(isCountOption) : [];
  if (options.length === 0) return <p className="mkt-list-note">{t('list.empty')}</p>;
  return (
    <div className="mkt-list-options" role="group" aria-label={t('listScreen.filters.bedrooms')}>
      {options.map((o) => {
        const chosen = o.value === value;
        return (
          <OptionButton key={o.value} pressed={chosen} onClick={() => onPick(chosen ? '' : o.value, o.name)}>
            {o.name}
          </OptionButton>
        );
      })}
    </div>
  );
}
