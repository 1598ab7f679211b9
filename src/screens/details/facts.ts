// The module-specific facts of a details page, as DATA (DESIGN.md §3 "variation is data"): each
// fact is turned on by a field of the module's detailFields, so house shows layout, size, floor
// and the four facility flags (spec §2 "House adds ..."), business and visa show service time and
// billing cycle (spec §2 "Business and visa also show service time with billing cycle name"),
// and the modules whose details the spec does not show (cars, goods, demand) show their own
// fields (spec §3 "Listing fields by wording") without a line of module code.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatNumber, formatPrice } from '../../i18n/format-price.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { ListingModule } from '../../modules/types.js';
import type { TranslateFn } from '../../ui/t-context.js';
import { formatMonth } from './format-date.js';
import { isServiceModule, num, str, yesNo, type Detail } from './read.js';

export interface FactContext {
  t: TranslateFn;
  lang: LanguageCode;
  module: ListingModule;
}

export interface Fact {
  /** The details field that turns the fact on (and usually holds its value). */
  field: string;
  label: MessageKey | ((c: FactContext) => MessageKey);
  /** 'flag': a yes/no value shown with an icon; 'facility' flags are grouped apart (house). */
  kind: 'text' | 'flag' | 'facility';
  /** The shown value; '' hides the fact. Flags: 'yes' | 'no' | ''. */
  value(d: Detail, c: FactContext): string;
}

const text = (field: string) => (d: Detail) => str(d[field]).trim();
const count = (field: string) => (d: Detail, c: FactContext) => formatNumber(num(d[field]), c.lang);
const flag = (field: string) => (d: Detail) => {
  const v = yesNo(d[field]);
  return v === null ? '' : v ? 'yes' : 'no';
};
const days = (field: string) => (d: Detail, c: FactContext) => {
  const n = num(d[field]);
  return n === null ? '' : c.t('details.days', { count: n });
};

export const FACTS: readonly Fact[] = [
  {
    field: 'location',
    // spec §2: housekeeping, business and visa call it the service location.
    label: (c) => (isServiceModule(c.module) ? 'details.facts.serviceLocation' : 'details.facts.location'),
    kind: 'text',
    value: text('location'),
  },
  {
    field: 'singlePrice',
    label: 'details.facts.unitPrice',
    kind: 'text',
    value: (d, c) => (num(d.singlePrice) ? formatPrice(num(d.singlePrice), str(d.priceFlag || d.moneyUnitFlag), c.lang) : ''),
  },
  {
    field: 'size',
    label: 'details.facts.size',
    kind: 'text',
    // House sizes are square metres (spec §2); land names its unit (spec §3 sizeUnit).
    value: (d, c) => {
      const n = num(d.size);
      if (!n) return '';
      return `${formatNumber(n, c.lang)} ${str(d.sizeUnit) || c.t('details.squareMetres')}`;
    },
  },
  {
    field: 'bedroomNum',
    label: 'details.facts.layout',
    kind: 'text',
    // spec §2 "layout bedrooms-living rooms-bathrooms".
    value: (d, c) =>
      num(d.bedroomNum) === null
        ? ''
        : c.t('details.layoutValue', {
            bedrooms: num(d.bedroomNum) ?? 0,
            livingRooms: num(d.livingRoom) ?? 0,
            bathrooms: num(d.bathroomNum) ?? 0,
          }),
  },
  {
    field: 'storey',
    label: 'details.facts.floor',
    kind: 'text',
    // spec §2 "floor over total floors".
    value: (d, c) =>
      num(d.storey) === null ? '' : c.t('details.floorValue', { storey: num(d.storey) ?? 0, total: num(d.totalFloor) ?? 0 }),
  },
  { field: 'serviceTime', label: 'details.facts.serviceTime', kind: 'text', value: days('serviceTime') },
  { field: 'billingCycleName', label: 'details.facts.billingCycle', kind: 'text', value: text('billingCycleName') },
  { field: 'brandName', label: 'details.facts.brand', kind: 'text', value: text('brandName') },
  {
    field: 'miles',
    label: 'details.facts.mileage',
    kind: 'text',
    value: (d, c) => (num(d.miles) === null ? '' : c.t('listing.kilometres', { value: formatNumber(num(d.miles), c.lang) })),
  },
  { field: 'purchaseDate', label: 'details.facts.purchaseDate', kind: 'text', value: (d, c) => formatMonth(str(d.purchaseDate), c.lang) },
  { field: 'energyName', label: 'details.facts.energy', kind: 'text', value: text('energyName') },
  { field: 'qualityName', label: 'details.facts.condition', kind: 'text', value: text('qualityName') },
  { field: 'number', label: 'details.facts.quantity', kind: 'text', value: count('number') },
  { field: 'validDayNum', label: 'details.facts.daysLeft', kind: 'text', value: days('validDayNum') },
  { field: 'tag', label: 'details.facts.category', kind: 'text', value: text('tag') },
  { field: 'hasInsurance', label: 'details.facts.insurance', kind: 'flag', value: flag('hasInsurance') },
  { field: 'withDriver', label: 'details.facts.driver', kind: 'flag', value: flag('withDriver') },
  { field: 'fuelIncluded', label: 'details.facts.fuel', kind: 'flag', value: flag('fuelIncluded') },
  { field: 'tollsIncluded', label: 'details.facts.tolls', kind: 'flag', value: flag('tollsIncluded') },
  // spec §2 "four facility flags (maid's room, security room, garden, pool)".
  { field: 'hasMaidsRoom', label: 'details.facilities.maidsRoom', kind: 'facility', value: flag('hasMaidsRoom') },
  { field: 'hasSecurityRoom', label: 'details.facilities.securityRoom', kind: 'facility', value: flag('hasSecurityRoom') },
  { field: 'hasGarden', label: 'details.facilities.garden', kind: 'facility', value: flag('hasGarden') },
  { field: 'hasPool', label: 'details.facilities.pool', kind: 'facility', value: flag('hasPool') },
];

export interface ShownFact {
  field: string;
  label: string;
  kind: Fact['kind'];
  value: string;
}

/** The facts a module's details show, in table order, with their labels and values. */
export function factsOf(fields: readonly string[], d: Detail, c: FactContext): ShownFact[] {
  return FACTS.filter((f) => fields.includes(f.field)).flatMap((f) => {
    const value = f.value(d, c);
    if (!value) return [];
    const key = typeof f.label === 'function' ? f.label(c) : f.label;
    return [{ field: f.field, label: c.t(key), kind: f.kind, value }];
  });
}
