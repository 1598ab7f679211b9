// The area-code picker of login, register and reset (spec §2 /login "area-code picker"; "Other
// pieces": searchable, grouped by initial). Rows: country name and "+code"; a search finds a name
// ("ivo", "côte") or a code ("+225", "22", "CI").
import { useMemo } from 'react';
import type { AreaCode } from '../../../contract/types/lookups.js';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../price.js';
import { nameMatches } from '../../../ui/picker/group-items.js';
import { areaCodeSource } from './picker-source.js';
import { SinglePicker } from './single-picker.js';

export interface AreaCodePickerProps {
  open: boolean;
  /** The chosen mobileCode ('225'; a leading '+' is ignored). */
  value?: string | undefined;
  /** Tells apart countries that share a code (+1, +7); optional. */
  countryCode?: string | undefined;
  onSelect(areaCode: AreaCode): void;
  onClose(): void;
}

/** Digits only: '+225' → '225', '+1 684' → '1684'. */
export const codeDigits = (code: string): string => code.replace(/\D/g, '');

const keyOf = (a: AreaCode) => `${a.countryCode}:${a.mobileCode}`;
const nameOf = (a: AreaCode) => a.name;
const detailOf = (a: AreaCode) => `+${codeDigits(a.mobileCode)}`;

/** A query of digits (with an optional '+') matches code prefixes; else the name or the ISO country code. */
export function areaCodeMatches(a: AreaCode, foldedQuery: string): boolean {
  const compact = foldedQuery.replace(/\s/g, '');
  if (/^\+?\d+$/.test(compact)) return codeDigits(a.mobileCode).startsWith(codeDigits(compact));
  return nameMatches(a.name, foldedQuery) || a.countryCode.toLowerCase() === compact;
}

export function AreaCodePicker({ open, value, countryCode, onSelect, onClose }: AreaCodePickerProps) {
  const t = useT();
  const language = useLanguage();
  const source = useMemo(() => areaCodeSource(language), [language]);
  const digits = value ? codeDigits(value) : '';
  const isCurrent = (a: AreaCode) =>
    digits !== '' && codeDigits(a.mobileCode) === digits && (!countryCode || a.countryCode === countryCode);
  return (
    <SinglePicker
      open={open}
      title={t('pickers.areaCodeTitle')}
      searchPlaceholder={t('pickers.areaCodeSearch')}
      source={source}
      keyOf={keyOf}
      nameOf={nameOf}
      detailOf={detailOf}
      matches={areaCodeMatches}
      isCurrent={isCurrent}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
