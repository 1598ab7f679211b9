// /sea/addadress (spec §2 /sea addadress): the goods' address form; saved while picking, the new
// address becomes the parcel's sender or receiver.
import { AddressFormScreen } from '../sale-goods/address-form-screen.js';
import { useParcelDraft } from './parcel-draft.js';
import { seaAddressBook } from './sea-address-book.js';

export function ParcelAddressFormScreen({ query }: { query: URLSearchParams }) {
  return <AddressFormScreen book={seaAddressBook(useParcelDraft())} query={query} />;
}
