// The contact block of a details page, fed from the details reply (read.ts): the phones under the
// listing country's calling code, and the WhatsApp message « <title>\n<public link> » (issue: Beyond the
// spec, "Contact in one tap"). The link is the listing's page on the marketplace's own standalone
// site (links/public-url.ts), never this page's address: embedded, that is the partner's page.
import { useServices } from '../../app/use-shell.js';
import { publicAppUrl } from '../../links/public-url.js';
import type { ListingModule } from '../../modules/types.js';
import { Contacts } from './contacts.js';
import { whatsAppText } from './phone-links.js';
import { phonesOf, str, type Detail } from './read.js';
import { listingRoute } from './share-content.js';

export interface ListingContactsProps {
  module: ListingModule;
  detail: Detail;
  serviceId: string;
  esInfoId: string;
  /** The title as the page shows it (the reader's language or the original they chose). */
  title: string;
}

export function ListingContacts({ module, detail: d, serviceId, esInfoId, title }: ListingContactsProps) {
  const { site } = useServices();
  const link = publicAppUrl(listingRoute(module, serviceId, esInfoId || str(d.esInfoId)), site, window.location.href);
  return (
    <Contacts
      contacts={str(d.contacts)}
      phones={phonesOf(d.phoneList)}
      mail={str(d.mail)}
      oneTap={{
        mobileCode: str(d.mobileCode),
        target: { moduleId: module.moduleId, serviceId },
        waText: whatsAppText(title || str(d.title), link),
      }}
    />
  );
}
