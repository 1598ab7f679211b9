// An own listing (getMineDetail, spec §3 "Own-listing detail adds countryNameAreaIdVOS, cityId,
// cityName, countryName, tagId, tag, fileList, phoneList, labelList, billingCycleName") turned
// into the values of the edit form: the same shape a new form and a draft have.
import { splitTel } from '../../contract/validation/phone.js';
import type { PublishFormLayout, PublishWidget } from '../../modules/publish-form.js';
import type { FormValues } from '../kit/form/use-form.js';

type Detail = Readonly<Record<string, unknown>>;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const id = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function areaIdsOf(d: Detail): string[] {
  const own = list(d.areaIds).filter((x): x is string => typeof x === 'string');
  if (own.length) return own;
  const vos = list(d.countryNameAreaIdVOS).map((c) => text((c as { areaId?: unknown }).areaId)).filter(Boolean);
  return vos.length ? vos : text(d.areaId).split(',').filter(Boolean);
}

function valuesOf(w: PublishWidget, d: Detail): FormValues {
  switch (w.kind) {
    case 'place': {
      const areaIds = areaIdsOf(d);
      return { areaIds, cityId: areaIds.length > 1 ? null : id(d.cityId) };
    }
    case 'labels': {
      const ids = list(d.labelIds).map(id);
      const fromList = list(d.labelList).map((l) => id((l as { id?: unknown }).id));
      return { labelIds: (ids.length ? ids : fromList).filter((x): x is number => x !== null) };
    }
    case 'phones': {
      const phones = list(d.phoneList).map(text).filter(Boolean);
      const rows = phones.length ? phones : splitTel(text(d.tel));
      return { phones: rows.length ? rows : [''] };
    }
    case 'pictures':
      return { fileList: list(d.fileList).filter((f) => typeof (f as { imgPath?: unknown }).imgPath === 'string') as FormValues[] };
    case 'number':
      return { [w.name]: d[w.name] === null || d[w.name] === undefined ? '' : text(d[w.name]) };
    case 'numberUnit':
      return { [w.name]: d[w.name] === null || d[w.name] === undefined ? '' : text(d[w.name]), [w.unitName]: id(d[w.unitName]) };
    case 'text':
    case 'month':
    case 'richText':
      return { [w.name]: text(d[w.name]) };
    case 'yesNo':
      return { [w.name]: d[w.name] === 1 || d[w.name] === 0 ? d[w.name] as number : null };
    default:
      return { [w.name]: id(d[w.name]) };
  }
}

export function editValues(layout: PublishFormLayout, d: Detail): FormValues {
  const values: FormValues = { ...(layout.defaults as FormValues) };
  for (const w of layout.widgets) Object.assign(values, valuesOf(w, d));
  const names: Record<string, string> = {};
  const put = (field: string, v: unknown) => {
    if (text(v)) names[field] = text(v);
  };
  put('tagId', d.tag);
  put('billingCycleId', d.billingCycleName);
  put('cityId', d.cityName);
  put('areaIds', d.countryName);
  values.names = names;
  return values;
}
