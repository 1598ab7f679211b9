// The publish form of a module as data (DESIGN.md §3 "modules are data"; spec §3 "Publish
// payloads", §5 "Listings"): the ordered widgets and the form's defaults, derived from the
// descriptor (its shared columns, attrs, tag levels, label limit and endpoints). One generic screen
// (src/screens/publish/) renders any module from this; there is no per-module form component.
// Pure data: no valibot, no screen code, so tests and the server-side checks can read it too.
import { DEFAULT_BILLING_CYCLE_ID, DEFAULT_SERVICE_TIME, DEFAULT_SIZE_UNIT_ID, JOBS } from '../contract/constants.js';
import type { ListingModule } from './types.js';

/** Lookup lists a picker reads (spec §3 "Lookups", §7 "Other lookups"). */
export type LookupKey = 'billingCycle' | 'moneyUnit' | 'sizeUnit' | 'carBrand' | 'energy' | 'quality' | 'workExperience' | 'degree';

/** One option of a fixed choice: its value and locale key (spec §3 "work nature (full/part time)"). */
export interface ChoiceOption {
  readonly value: number;
  readonly label: string;
}

/** A unit printed after a number input. */
export type NumberUnit = 'km' | 'days';

interface Base<K extends string> {
  readonly kind: K;
  /** The form value the widget edits; also names its label (locale publish.fields.<name>). */
  readonly name: string;
  /** The payload fields (spec §3) this widget fills. */
  readonly covers: readonly string[];
  /** Its label: locale publish.fields.<label> (the name, or the module's own word for it). */
  readonly label?: string;
}

export type PublishWidget =
  /** Country (or countries, spec §4 multi-country) and city: areaId, areaIds, cityId. */
  | Base<'place'>
  /**
   * Type: one level, or two (housekeeping, business, recruitment; spec §3 "Lookups"). With two,
   * `parentLabel` names the first level (recruitment: industry, then the position = `label`).
   */
  | (Base<'tag'> & {
    readonly levels: 1 | 2;
    readonly parentLabel?: string;
    /** The second level must be picked: the first alone leaves the type unchosen (descriptor subTagRequired). */
    readonly subRequired?: true;
  })
  /** Labels, at most `max` (spec §5: 5; business and visa 6). */
  | (Base<'labels'> & { readonly max: number })
  | (Base<'lookup'> & { readonly lookup: LookupKey })
  /** A count chosen from 1..max (bedrooms, living rooms, bathrooms: "fixed constants", spec §3). */
  | (Base<'count'> & { readonly max: number })
  /** 1 yes, 0 no (spec §3 "Lookups"). */
  | Base<'yesNo'>
  /** One of a few fixed values (work nature), shown as radio buttons. */
  | (Base<'choice'> & { readonly options: readonly ChoiceOption[] })
  | (Base<'number'> & { readonly integer: boolean; readonly unit?: NumberUnit })
  /** An amount with its unit picker beside it: price + currency, size + size unit. */
  | (Base<'numberUnit'> & { readonly integer: boolean; readonly unitName: string; readonly lookup: LookupKey })
  /** "YYYY-MM" (purchase date). */
  | Base<'month'>
  | (Base<'text'> & { readonly input: 'text' | 'email'; readonly maxLength: number; readonly required: boolean })
  /** 1 to 3 phone rows (spec §5): the payload's comma-joined tel. */
  | Base<'phones'>
  /** The rich-text editor: sanitized HTML (spec §3 content). */
  | Base<'richText'>
  | Base<'pictures'>;

export type WidgetKind = PublishWidget['kind'];

const FREE_INPUT_MAX = 250;
const TITLE_MAX = 200;

const amount = (name: string): PublishWidget => ({ kind: 'numberUnit', name, covers: [name, 'moneyUnitId'], integer: false, unitName: 'moneyUnitId', lookup: 'moneyUnit' });
const yesNo = (name: string): PublishWidget => ({ kind: 'yesNo', name, covers: [name] });
const count = (name: string, max: number): PublishWidget => ({ kind: 'count', name, covers: [name], max });
const integer = (name: string, unit?: NumberUnit): PublishWidget => ({ kind: 'number', name, covers: [name], integer: true, ...(unit ? { unit } : {}) });
const lookup = (name: string, key: LookupKey): PublishWidget => ({ kind: 'lookup', name, covers: [name], lookup: key });
const text = (name: string, required: boolean, input: 'text' | 'email' = 'text', maxLength = FREE_INPUT_MAX): PublishWidget =>
  ({ kind: 'text', name, covers: [name], input, maxLength, required });

/**
 * Every widget a module may have, in the order the form shows them: what the listing is, where,
 * what it is called and looks like, the module's facts, then how to reach the publisher. A module
 * shows the base widgets (spec §3 "Draft form shared across modules") and those whose field is one
 * of its columns or attrs. Moved as a whole: order is this list, nothing else.
 */
const ORDER: readonly PublishWidget[] = [
  { kind: 'tag', name: 'tagId', covers: ['tagId'], levels: 1 },
  { kind: 'place', name: 'areaIds', covers: ['areaId', 'areaIds', 'cityId'] },
  text('location', true),
  text('title', true, 'text', TITLE_MAX),
  { kind: 'pictures', name: 'fileList', covers: ['fileList'] },
  { kind: 'richText', name: 'content', covers: ['content'] },
  lookup('brandId', 'carBrand'),
  amount('price'),
  amount('totalPrice'),
  // A job's salary (spec §3): the currency beside the minimum, then the maximum, in the billing cycle.
  { kind: 'numberUnit', name: 'salaryMin', covers: ['salaryMin', 'moneyUnitId'], integer: false, unitName: 'moneyUnitId', lookup: 'moneyUnit' },
  { kind: 'number', name: 'salaryMax', covers: ['salaryMax'], integer: false },
  lookup('billingCycleId', 'billingCycle'),
  // A job's facts (spec §3 "Jobs and CVs"): full or part time, head count, experience, degree, urgent.
  {
    kind: 'choice', name: 'workNature', covers: ['workNature'],
    options: [{ value: JOBS.workNature.fullTime, label: 'jobs.common.nature.1' }, { value: JOBS.workNature.partTime, label: 'jobs.common.nature.2' }],
  },
  integer('recruitNum'),
  lookup('workExpId', 'workExperience'),
  lookup('degreeRequired', 'degree'),
  yesNo('urgent'),
  { kind: 'numberUnit', name: 'size', covers: ['size', 'sizeUnitId'], integer: false, unitName: 'sizeUnitId', lookup: 'sizeUnit' },
  integer('serviceTime', 'days'),
  { kind: 'month', name: 'purchaseDate', covers: ['purchaseDate'] },
  integer('miles', 'km'),
  lookup('energyId', 'energy'),
  yesNo('hasInsurance'),
  lookup('qualityId', 'quality'),
  integer('number'),
  // Goods delivery settings (goods-context decisions): a fee when the seller delivers, pickup, cash on delivery.
  integer('deliveryFee'),
  yesNo('pickup'),
  yesNo('cashOnDelivery'),
  integer('validDayNum', 'days'),
  integer('storey'),
  integer('totalFloor'),
  count('bedroomNum', 10),
  count('livingRoom', 10),
  count('bathroomNum', 10),
  yesNo('hasMaidsRoom'),
  yesNo('hasSecurityRoom'),
  yesNo('hasGarden'),
  yesNo('hasPool'),
  yesNo('withDriver'),
  yesNo('fuelIncluded'),
  yesNo('tollsIncluded'),
  { kind: 'labels', name: 'labelIds', covers: ['labelIds'], max: 5 },
  text('contacts', true),
  { kind: 'phones', name: 'phones', covers: ['tel'] },
  text('mail', false, 'email'),
];

/** Widgets every publishing module has (spec §3 "Draft form shared across modules" + tag, city, labels). */
const BASE = new Set(['tagId', 'areaIds', 'location', 'title', 'fileList', 'content', 'labelIds', 'contacts', 'phones', 'mail']);

/** Fields of the form that are not payload fields: names kept for display and in the draft (spec §3). */
export interface PublishNames {
  /** Display name of a picked id, by field: tagId (incl. its parent), billingCycleId, cityId, areaIds, brandId... */
  readonly [field: string]: string;
}

export interface PublishFormLayout {
  readonly widgets: readonly PublishWidget[];
  /**
   * Payload fields no widget shows: filled by the payload builder (userId, the edit ids, the
   * detected language; house's tag name; labelIds of a module with no labels to offer).
   */
  readonly hidden: readonly string[];
  /** The values of an empty form (spec §3 defaults: billing cycle 1, service time 0, size unit m²). */
  readonly defaults: Readonly<Record<string, unknown>>;
}

/** Spec §3 defaults, by field; every other field starts empty. */
const DEFAULTS: Readonly<Record<string, unknown>> = {
  billingCycleId: DEFAULT_BILLING_CYCLE_ID,
  serviceTime: DEFAULT_SERVICE_TIME,
  sizeUnitId: DEFAULT_SIZE_UNIT_ID,
  // Goods: the buyer may collect unless the seller says otherwise; cash on delivery is opt-in.
  pickup: 1,
  cashOnDelivery: 0,
};

/** The empty value of a widget's fields (text '', ids null, lists []). */
function emptyValues(w: PublishWidget): Record<string, unknown> {
  switch (w.kind) {
    case 'place':
      return { areaIds: [], cityId: null };
    case 'labels':
    case 'pictures':
      return { [w.name]: [] };
    case 'phones':
      // One row to type in from the start (spec §5 "first row adds").
      return { phones: [''] };
    case 'numberUnit':
      return { [w.name]: '', [w.unitName]: null };
    case 'number':
    case 'text':
    case 'richText':
    case 'month':
      return { [w.name]: '' };
    default:
      return { [w.name]: null };
  }
}

/** The module's own fields (shared columns and attrs of its descriptor). */
const ownFields = (m: ListingModule): ReadonlySet<string> => new Set<string>([...m.columns, ...m.attrs.map((a) => a.name)]);

/** The publish form of a module, or null for a module users do not publish in (articles). */
export function publishFormOf(m: ListingModule): PublishFormLayout | null {
  if (!m.publishes || !m.endpoints.update) return null;
  const own = ownFields(m);
  const hasLabels = m.endpoints.labels !== undefined;
  const labels = m.publishLabels ?? {};
  const widgets = ORDER.flatMap((w): PublishWidget[] => {
    if (w.kind === 'labels' && !hasLabels) return [];
    if (!BASE.has(w.name) && !own.has(w.name)) return [];
    const named = { ...w, label: labels[w.name] ?? w.name };
    if (named.kind === 'labels') return [{ ...named, max: m.labelLimit }];
    if (named.kind === 'tag') {
      const parentLabel = labels.tagParent;
      return [{
        ...named, levels: m.filters.tagLevels, ...(parentLabel ? { parentLabel } : {}),
        ...(m.subTagRequired && m.filters.tagLevels === 2 ? { subRequired: true as const } : {}),
      }];
    }
    return [named];
  });
  const hidden = ['userId', 'serviceId', m.idField, 'originalLanguageId'];
  if (!hasLabels) hidden.push('labelIds');
  if (m.publishTagName) hidden.push('tag');
  const defaults: Record<string, unknown> = { names: {} };
  for (const w of widgets) Object.assign(defaults, emptyValues(w));
  if (!hasLabels) defaults.labelIds = [];
  for (const [field, value] of Object.entries(DEFAULTS)) if (field in defaults) defaults[field] = value;
  return { widgets, hidden, defaults };
}

/** The payload fields the form fills (widgets and hidden), for the layout test and the server's checks. */
export const coveredFields = (layout: PublishFormLayout): string[] => [...layout.widgets.flatMap((w) => w.covers), ...layout.hidden];
