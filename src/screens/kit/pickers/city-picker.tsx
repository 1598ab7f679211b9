// The city picker of the publish forms (spec §2 "Other pieces": city grouped by first letter):
// the cities of one country, /custom/v1/custom/city {pid: areaId, languageId} (spec §7). Without a
// country it shows the select-country notice and asks nothing (spec §5 "City needs a country first").
import { useMemo } from 'react';
import type { AreaId, LookupId } from '../../../contract/types/common.js';
import type { City } from '../../../contract/types/lookups.js';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../price.js';
import { citySource } from './picker-source.js';
import { SinglePicker } from './single-picker.js';

export interface CityPickerProps {
  open: boolean;
  /** The country whose cities are listed; '' or undefined: none chosen yet. */
  areaId: AreaId | undefined;
  /** The chosen city's id. */
  value?: LookupId | undefined;
  onSelect(city: City): void;
  onClose(): void;
}

const keyOf = (c: City) => String(c.id);
const nameOf = (c: City) => c.name;

export function CityPicker({ open, areaId, value, onSelect, onClose }: CityPickerProps) {
  const t = useT();
  const language = useLanguage();
  const source = useMemo(() => (areaId ? citySource(areaId, language) : null), [areaId, language]);
  return (
    <SinglePicker
      open={open}
      title={t('pickers.cityTitle')}
      searchPlaceholder={t('pickers.citySearch')}
      source={source}
      blockedText={t('validation.selectCountry')}
      keyOf={keyOf}
      nameOf={nameOf}
      isCurrent={(c) => value !== undefined && c.id === value}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
