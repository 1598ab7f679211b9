// Contacts of a listing (spec §2 "contacts, e-mail and phone (hidden until a reveal icon is
// tapped)"). The contact person's name is shown; phones and e-mail are masked until the reveal
// button is pressed, then become tel:/mailto: links.
import { useId, useState } from 'react';
import { useT } from '../../ui/t-context.js';
import { Icon, ICONS } from './icons.js';

/** "0700000002" -> "07••••••••": only the first two characters stay (a hint, not the number). */
export const maskPhone = (phone: string): string => phone.slice(0, 2) + phone.slice(2).replace(/[^\s]/g, '•');

/** "ama@example.com" -> "a•••@•••": nothing of the address but its first letter. */
export const maskMail = (mail: string): string => (mail ? `${mail.slice(0, 1)}•••@•••` : '');

/** A tel: URL with only the characters a dialler uses. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface ContactsProps {
  contacts: string;
  phones: readonly string[];
  mail: string;
}

export function Contacts({ contacts, phones, mail }: ContactsProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (!contacts && phones.length === 0 && !mail) return null;
  const hidden = phones.length > 0 || mail !== '';

  return (
    <section className="mkt-dt-sec" aria-labelledby={headingId}>
      <div className="mkt-dt-sec-head">
        <h2 id={headingId} className="mkt-dt-h2">{t('details.contactsTitle')}</h2>
        {hidden && (
          <button
            type="button"
            className="mkt-dt-reveal"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={() => setShown((s) => !s)}
          >
            <Icon d={shown ? ICONS.eyeOff : ICONS.eye} />
            <span>{t(shown ? 'details.hideContacts' : 'details.showContacts')}</span>
          </button>
        )}
      </div>
      <ul id={listId} className="mkt-dt-contacts">
        {contacts && (
          <li>
            <Icon d={ICONS.person} />
            <span className="mkt-sr">{t('details.contactPerson')}</span>
            <span>{contacts}</span>
          </li>
        )}
        {phones.map((phone, i) => (
          <li key={i} data-contact="phone">
            <Icon d={ICONS.phone} />
            <span className="mkt-sr">{t('details.phone')}</span>
            {shown ? <a href={telHref(phone)}>{phone}</a> : <span aria-hidden="true">{maskPhone(phone)}</span>}
          </li>
        ))}
        {mail && (
          <li data-contact="mail">
            <Icon d={ICONS.mail} />
            <span className="mkt-sr">{t('details.mail')}</span>
            {shown ? <a href={`mailto:${mail}`}>{mail}</a> : <span aria-hidden="true">{maskMail(mail)}</span>}
          </li>
        )}
      </ul>
    </section>
  );
}
