// The parcel's sender and receiver come from the goods' address book (spec §2 /sea adresslist,
// addadress; one book per person): the same screens (sale-goods/address-*-screen.tsx) with this
// pick mode: ?pick=sender|receiver&back=/sea/form, the choice recorded in the parcel's draft.
import type { AddressBook } from '../sale-goods/pick-mode.js';
import type { DraftApi } from './parcel-draft.js';
import { safeFormBack, SEA } from './sea-paths.js';

const FIELD = { sender: 'senderAddressId', receiver: 'receiverAddressId' } as const;

const roleOf = (query: URLSearchParams): keyof typeof FIELD | null => {
  const pick = query.get('pick');
  return pick === 'sender' || pick === 'receiver' ? pick : null;
};

export const seaAddressBook = (draft: Pick<DraftApi, 'update'>): AddressBook => ({
  addresses: SEA.addresses,
  addressForm: SEA.addressForm,
  home: SEA.form,
  nameLabel: 'sea.address.name',
  backOf: (query) => (roleOf(query) ? safeFormBack(query.get('back')) : ''),
  choose: (back, addressId, query) => {
    const role = roleOf(query);
    if (role) draft.update({ [FIELD[role]]: addressId });
    return back;
  },
});
