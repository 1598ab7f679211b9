// /sea/adresslist (spec §2 /sea adresslist): the goods' address book, picking the parcel's sender or receiver.
import { AddressListScreen } from '../sale-goods/address-list-screen.js';
import { useParcelDraft } from './parcel-draft.js';
import { seaAddressBook } from './sea-address-book.js';

export function ParcelAddressListScreen({ query }: { query: URLSearchParams }) {
  return <AddressListScreen book={seaAddressBook(useParcelDraft())} query={query} />;
}
