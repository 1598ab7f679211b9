// The full-screen pickers (spec §2 "Other pieces"): area code, country, city, and the multi-country
// checklist, plus the generic parts a new lookup picker is built from.
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
export { PickerSheet } from './picker-sheet.js';
export type { PickerSheetProps } from './picker-sheet.js';
export { GroupedList } from './grouped-list.js';
export type { GroupedListProps, RowProps } from './grouped-list.js';
export { foldText, groupItems, initialOf, nameMatches, OTHER_GROUP } from './group-items.js';
export type { Group } from './group-items.js';
export { areaCodeSource, citySource, countrySource, releaseCountrySource } from './picker-source.js';
export type { PickerSource, SourceReply } from './picker-source.js';
export { usePickerData } from './use-picker-data.js';
export type { PickerData } from './use-picker-data.js';
