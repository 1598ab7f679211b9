// The two one-tap buttons under a revealed phone (issue: Beyond the spec, "Contact in one tap"):
// « Appeler » (tel:) and « WhatsApp » (wa.me with the listing's title and link). In a browser they
// are real links (long-press, middle-click and "copy link" work); a native WebView follows neither
// tel: nor wa.me by itself, so there the bridge's openExternal hands them to the phone.
import type { MouseEvent } from 'react';
import { useServices } from '../../app/use-shell.js';
import type { ClientContactEvent } from '../../contract/types/contact.js';
import { useT } from '../../ui/t-context.js';
import { Icon, ICONS } from './icons.js';
import { dialHref, whatsAppHref } from './phone-links.js';

/** A speech bubble with its tail bottom-left: WhatsApp's shape, drawn like the page's other icons. */
const WHATSAPP_ICON = 'M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.3zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1a4 4 0 0 1-2.7-2.7l1-1-1-2z';

export interface PhoneActionsProps {
  phone: string;
  mobileCode: string;
  /** The WhatsApp message (phone-links.ts whatsAppText). */
  waText: string;
  onTap(event: ClientContactEvent): void;
}

export function PhoneActions({ phone, mobileCode, waText, onTap }: PhoneActionsProps) {
  const t = useT();
  const { native } = useServices();
  const tel = dialHref(phone, mobileCode);
  const wa = whatsAppHref(phone, mobileCode, waText);

  const open = (event: ClientContactEvent, url: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    onTap(event);
    if (!native.inShell()) return; // the link itself does it
    e.preventDefault();
    // The client falls back to the web way when the shell lacks the method; a bridge that will not
    // even load leaves the plain link, the last way there is.
    native.get().then((client) => client.call('openExternal', { url })).catch(() => window.location.assign(url));
  };

  return (
    <div className="mkt-dt-phone-acts">
      <a className="mkt-dt-act mkt-dt-act-call" href={tel} onClick={open('call', tel)} aria-label={t('contact.callLabel', { number: phone })} data-act="call">
        <Icon d={ICONS.phone} />
        <span>{t('contact.call')}</span>
      </a>
      <a
        className="mkt-dt-act mkt-dt-act-wa"
        href={wa}
        target="_blank"
        rel="noopener noreferrer"
        onClick={open('whatsapp', wa)}
        aria-label={t('contact.whatsappLabel', { number: phone })}
        data-act="whatsapp"
      >
        <Icon d={WHATSAPP_ICON} />
        <span>{t('contact.whatsapp')}</span>
      </a>
    </div>
  );
}
