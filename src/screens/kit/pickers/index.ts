// The full-screen pickers (spec §2 "Other pieces"): area code, country, city, and the multi-country
// checklist, plus the lookup parts a new one is built from (sources, data hook, single picker). The
// presentational parts (sheet, grouped list, search, states) are in src/ui/picker/.
export { AreaCodePicker, areaCodeMatches, codeDigits } from './area-code-picker.js';
export type { AreaCodePickerProps } from './area-code-picker.js';
export { CountryPicker } from './country-picker.js';
export type { CountryPickerProps } from './country-picker.js';
export { CityPicker } from './city-picker.js';
export type { CityPickerProps } from './city-picker.js';
export { CountryChecklist } from './country-checklist.js';
export type { CountryChecklistProps } from './country-checklist.js';
export { allTicked, toggleAll, toggleId } from './checklist-rules.js';
export type { ChecklistStep } from './checklist-rules.js';
export { SinglePicker } from './single-picker.js';
export type { SinglePickerProps } from './single-picker.js';
export { areaCodeSource, citySource, countrySource, releaseCountrySource } from './picker-source.js';
export type { PickerSource, SourceReply } from './picker-source.js';
export { usePickerData } from './use-picker-data.js';
export type { PickerData } from './use-picker-data.js';
