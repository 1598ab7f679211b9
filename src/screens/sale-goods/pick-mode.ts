// The address book's pick mode (spec §2 shippingaddress from fillorder, /sea adresslist from the
// parcel form): ?pick=…&back=<the screen that asked>. One book, two callers: what differs (which
// `back` is accepted, what a choice records, where it returns) is data, an AddressBook. `back` is
// accepted only when it is the caller's own screen, so a crafted link cannot send the user elsewhere.
import type { MessageKey } from '../../i18n/keys.js';
import type { TradePaths } from '../kit/trade-paths.js';
import { withAddress } from './address-text.js';

export interface AddressBook {
  /** The list and the form screens. */
  addresses: string;
  addressForm: string;
  /** Where back goes from the list when there is no history. */
  home: string;
  /** The label of the name field (a parcel's sender is no receiver). */
  nameLabel: MessageKey;
  /** The screen to return to with the chosen address, or '' when `query` is not a pick from it. */
  backOf(query: URLSearchParams): string;
  /** `addressId` was chosen (or saved) while picking: records it, and says where to go. */
  choose(back: string, addressId: string, query: URLSearchParams): string;
}

export const pickHref = (paths: TradePaths, back: string): string => `${paths.addresses}?pick=1&back=${encodeURIComponent(back)}`;

/** The fillorder href to return to, or '' when `raw` is not one. */
export function safeBack(paths: TradePaths, raw: string | null): string {
  const text = (raw ?? '').trim();
  return text === paths.fillOrder || text.startsWith(`${paths.fillOrder}?`) ? text : '';
}

/** The goods' book: back to fillorder, the chosen address as ?address=. */
export const goodsAddressBook = (paths: TradePaths): AddressBook => ({
  addresses: paths.addresses,
  addressForm: paths.addressForm,
  home: paths.cart,
  nameLabel: 'goodsCart.receiver',
  backOf: (query) => safeBack(paths, query.get('back')),
  choose: (back, addressId) => withAddress(back, addressId),
});
