// The country picker (spec §2 "Other pieces": country grouped by first letter): the home page's
// country selector and the publish forms' country field. Rows come from /custom/v1/custom/country
// {languageId} (spec §7).
import { useMemo } from 'react';
import type { AreaId } from '../../../contract/types/common.js';
import type { Country } from '../../../contract/types/lookups.js';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../price.js';
import { countrySource } from './picker-source.js';
import { SinglePicker } from './single-picker.js';

export interface CountryPickerProps {
  open: boolean;
  /** The chosen country's area id ('CIV'). */
  value?: AreaId | undefined;
  onSelect(country: Country): void;
  onClose(): void;
  /** Title override (default "Choose a country"). */
  title?: string;
}

const keyOf = (c: Country) => c.id;
const nameOf = (c: Country) => c.name;

export function CountryPicker({ open, value, onSelect, onClose, title }: CountryPickerProps) {
  const t = useT();
  const language = useLanguage();
  const source = useMemo(() => countrySource(language), [language]);
  return (
    <SinglePicker
      open={open}
      title={title ?? t('pickers.countryTitle')}
      searchPlaceholder={t('pickers.countrySearch')}
      source={source}
      keyOf={keyOf}
      nameOf={nameOf}
      isCurrent={(c) => c.id === value}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
