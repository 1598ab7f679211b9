// The data saver's row of the settings index (issue: Beyond the spec, item 4; stores/data-saver.ts):
// its label and the setting in force on the right (« Automatique (activé) »); a tap unfolds the
// three choices under it, each with what it does. The settings index is open to visitors (no
// route guard), so a visitor on a 2G phone can turn it off or on too.
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import type { MessageKey } from '../../i18n/keys.js';
import { DATA_SAVER_CHOICES, type DataSaverChoice } from '../../stores/data-saver.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { Chevron } from '../kit/link-rows.js';
import { Check } from './change-language.js';

/** Each choice: its name, its value on the row, and what it does (for 'auto': asked / not asked). */
const CHOICE_TEXT: Readonly<Record<DataSaverChoice, { name: MessageKey; value: readonly [MessageKey, MessageKey]; hint: readonly [MessageKey, MessageKey] }>> = {
  auto: { name: 'dataSaver.auto', value: ['dataSaver.autoOff', 'dataSaver.autoOn'], hint: ['dataSaver.autoNotAsked', 'dataSaver.autoAsked'] },
  on: { name: 'dataSaver.on', value: ['dataSaver.on', 'dataSaver.on'], hint: ['dataSaver.onHint', 'dataSaver.onHint'] },
  off: { name: 'dataSaver.off', value: ['dataSaver.off', 'dataSaver.off'], hint: ['dataSaver.offHint', 'dataSaver.offHint'] },
};

const CSS =
  '.mkt-ds-row{width:100%;border:0;background:#fff;font:inherit;text-align:left;cursor:pointer}' +
  '.mkt-ds-row[aria-expanded=true]>svg{transform:rotate(90deg)}' +
  '.mkt-ds .mkt-set-langs{margin:0;border-bottom:0}' +
  '.mkt-ds .mkt-set-choice span small{display:block;margin-top:2px;color:var(--mkt-muted);font-size:13px;font-weight:400;line-height:1.4}';

export function DataSaverRow() {
  useStyle('data-saver', CSS);
  const t = useT();
  const { dataSaver } = useServices().stores;
  const choice = useStore(dataSaver.choice);
  const asked = Number(useStore(dataSaver.asked));
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mkt-rows mkt-ds" data-row="dataSaver">
      <button type="button" className="mkt-row mkt-ds-row" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="mkt-row-label">{t('dataSaver.title')}</span>
        <span className="mkt-row-value">{t(CHOICE_TEXT[choice].value[asked]!)}</span>
        <Chevron />
      </button>
      {open && (
        <div id={id} className="mkt-set-langs" role="radiogroup" aria-label={t('dataSaver.title')}>
          {DATA_SAVER_CHOICES.map((c) => (
            <label key={c} className="mkt-set-choice" data-choice={c}>
              <input type="radio" name={`${id}-choice`} value={c} checked={choice === c} onChange={() => dataSaver.choice.set(c)} />
              <span>{t(CHOICE_TEXT[c].name)}<small>{t(CHOICE_TEXT[c].hint[asked]!)}</small></span>
              <Check />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
