// From the draft to the requests (types/air-express.ts ParcelRequest, ParcelQuoteRequest), and a
// server refusal back to the card that shows it (spec §2 /sea form). Pure, so it is unit-tested.
import type { ParcelQuoteRequest, ParcelRequest } from '../../contract/types/air-express.js';
import type { ParcelDraft } from './parcel-draft.js';

/**
 * What the form submits. Unset parts stay unset ('' ids, empty goods), so the contract's schema
 * (validation/air-express.ts parcelSchema) names what is missing; `agreed` is sent as ticked.
 */
export function parcelRequestOf(d: ParcelDraft, agreed: boolean): Omit<ParcelRequest, 'agreed'> & { agreed: boolean } {
  const m = d.measures ?? { weightG: 0, lengthCm: 0, widthCm: 0, heightCm: 0 };
  return {
    senderAddressId: d.senderAddressId,
    receiverAddressId: d.receiverAddressId,
    warehouseId: d.warehouseId,
    goods: d.goods ? { ...d.goods, name: d.goods.name.trim() } : { name: '', categoryId: 0, quantity: 0, declaredValue: 0 },
    weightG: m.weightG,
    lengthCm: m.lengthCm,
    widthCm: m.widthCm,
    heightCm: m.heightCm,
    remark: d.remark.trim(),
    agreed,
  };
}

/** The price question, once the warehouse, the receiver's country, the measures and the value are known. */
export function quoteRequestOf(d: ParcelDraft, toAreaId: string): ParcelQuoteRequest | null {
  if (!d.warehouseId || !toAreaId || !d.measures || !d.goods) return null;
  return { ...d.measures, warehouseId: d.warehouseId, toAreaId, declaredValue: d.goods.declaredValue };
}

export type ParcelCard = 'sender' | 'receiver' | 'warehouse' | 'goods' | 'remark' | 'agreed' | '';

const CARD_OF_FIELD: Readonly<Record<string, ParcelCard>> = {
  senderAddressId: 'sender',
  receiverAddressId: 'receiver',
  warehouseId: 'warehouse',
  goods: 'goods',
  weightG: 'goods',
  lengthCm: 'goods',
  widthCm: 'goods',
  heightCm: 'goods',
  remark: 'remark',
  agreed: 'agreed',
};

/** The card of an issue path ('goods.categoryId' → goods); '' for the whole form. */
export const cardOfPath = (path: string): ParcelCard => CARD_OF_FIELD[path.split('.')[0] ?? ''] ?? '';

/** The issues of a 4422 reply ({issues: [{path, key}]}) by card, the first of each. */
export function issuesByCard(customData: unknown): Partial<Record<ParcelCard, string>> {
  const issues = (customData as { issues?: unknown } | null)?.issues;
  const out: Partial<Record<ParcelCard, string>> = {};
  if (!Array.isArray(issues)) return out;
  for (const i of issues as { path?: unknown; key?: unknown }[]) {
    const card = cardOfPath(typeof i.path === 'string' ? i.path : '');
    if (typeof i.key === 'string' && out[card] === undefined) out[card] = i.key;
  }
  return out;
}
