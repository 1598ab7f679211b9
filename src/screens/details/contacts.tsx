// Contacts of a listing (spec §2 "contacts, e-mail and phone (hidden until a reveal icon is
// tapped)"). The contact person's name is shown; phones and e-mail are masked until the reveal
// button is pressed, then become tel:/mailto: links. On a visitor's details page (`oneTap`, issue:
// Beyond the spec, "Contact in one tap") each phone gets its « Appeler » and « WhatsApp » buttons
// instead, a device's first reveal shows the safety tips first (« J'ai compris » reveals), and
// reveals and taps are counted for the publisher (use-contact-event.ts). The publisher's own
// preview (publish-details) and the job page pass no `oneTap`.
import { useId, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { SafetyTips } from '../kit/safety-tips.js';
import { CONTACT_CSS } from './contact-styles.js';
import { contactTipsSeen, markContactTipsSeen } from './contact-tips-seen.js';
import { Icon, ICONS } from './icons.js';
import { PhoneActions } from './phone-actions.js';
import { telHref } from './phone-links.js';
import { useContactEvent, type ContactTarget } from './use-contact-event.js';

// company-screen.tsx reads the tel: builder from here.
export { telHref };

/** "0700000002" -> "07••••••••": only the first two characters stay (a hint, not the number). */
export const maskPhone = (phone: string): string => phone.slice(0, 2) + phone.slice(2).replace(/[^\s]/g, '•');

/** "ama@example.com" -> "a•••@•••": nothing of the address but its first letter. */
export const maskMail = (mail: string): string => (mail ? `${mail.slice(0, 1)}•••@•••` : '');

export interface OneTap {
  /** The listing's calling code (details `mobileCode`; '' unknown). */
  mobileCode: string;
  /** The listing, for the counted events. */
  target: ContactTarget;
  /** The WhatsApp message: the listing's title and public link (phone-links.ts whatsAppText). */
  waText: string;
}

export interface ContactsProps {
  contacts: string;
  phones: readonly string[];
  mail: string;
  oneTap?: OneTap;
}

const NO_TARGET: ContactTarget = { moduleId: 0, serviceId: '' };

export function Contacts({ contacts, phones, mail, oneTap }: ContactsProps) {
  useStyle('details-contact', CONTACT_CSS);
  const t = useT();
  const { stores } = useServices();
  // No target, no call (use-contact-event.ts skips an empty serviceId).
  const record = useContactEvent(oneTap?.target ?? NO_TARGET);
  const [shown, setShown] = useState(false);
  const [tipsOpen, setTipsOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (!contacts && phones.length === 0 && !mail) return null;
  const hidden = phones.length > 0 || mail !== '';

  const reveal = (): void => {
    setTipsOpen(false);
    setShown(true);
    record('reveal');
  };
  const toggle = (): void => {
    if (shown) setShown(false);
    else if (!oneTap || contactTipsSeen(stores.storage)) reveal();
    else setTipsOpen(true);
  };
  const understood = (): void => {
    markContactTipsSeen(stores.storage);
    reveal();
  };

  return (
    <section className="mkt-dt-sec" aria-labelledby={headingId}>
      <div className="mkt-dt-sec-head">
        <h2 id={headingId} className="mkt-dt-h2">{t('details.contactsTitle')}</h2>
        {hidden && !tipsOpen && (
          <button type="button" className="mkt-dt-reveal" aria-expanded={shown} aria-controls={listId} onClick={toggle}>
            <Icon d={shown ? ICONS.eyeOff : ICONS.eye} />
            <span>{t(shown ? 'details.hideContacts' : 'details.showContacts')}</span>
          </button>
        )}
      </div>
      {tipsOpen && <SafetyTips onDismiss={understood} autoFocus />}
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
            {!shown && <span aria-hidden="true">{maskPhone(phone)}</span>}
            {/* With one-tap buttons the number is text (it can be copied); the buttons dial and write. */}
            {shown && !oneTap && <a href={telHref(phone)}>{phone}</a>}
            {shown && oneTap && <span>{phone}</span>}
            {shown && oneTap && <PhoneActions phone={phone} mobileCode={oneTap.mobileCode} waText={oneTap.waText} onTap={record} />}
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
