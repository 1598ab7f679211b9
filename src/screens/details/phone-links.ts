// One-tap contact links of a listing's phones (issue: Beyond the spec, "Contact in one tap"): the
// dialler (tel:) and WhatsApp (https://wa.me/<international digits>?text=...). Phones are stored as
// their owners typed them in their country (spec §5: digits only, 10 for +225); the details reply
// names the listing country's calling code (`mobileCode`). WhatsApp needs the international number
// without "+" or the leading trunk 0, except where the 0 is part of the number itself.
import { normalizeMobileCode } from '../../contract/mobile-code.js';

/**
 * Calling codes whose national numbers keep their leading 0 after the code: Côte d'Ivoire since
 * its 10-digit plan of 31 January 2021 (07 00 00 00 02 is +225 07 00 00 00 02; our rule for 225 is
 * exactly 10 digits), Benin since its 10-digit plan of 2024 (+229 01 …), Italy (+39 06 …).
 */
const KEEPS_LEADING_ZERO: ReadonlySet<string> = new Set(['225', '229', '39']);

/**
 * The international digits of `phone` ("2250700000002"), without "+": a number already written with
 * "+" or "00" keeps its own code; '' when the phone has no digits. Without a known calling code the
 * national digits are returned as they are (a dialler in the same country still reaches them).
 */
export function internationalDigits(phone: string, mobileCode: string | undefined): string {
  const raw = phone.trim();
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  if (raw.startsWith('+')) return digits;
  if (raw.startsWith('00')) return digits.slice(2);
  const code = normalizeMobileCode(mobileCode).replace(/\D/g, '');
  if (code === '') return digits;
  return code + (KEEPS_LEADING_ZERO.has(code) ? digits : digits.replace(/^0+/, ''));
}

/** A tel: URL with only the characters a dialler uses. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** tel:+2250700000002 when the code is known (dials from abroad too), else the digits as stored. */
export function dialHref(phone: string, mobileCode: string | undefined): string {
  const code = normalizeMobileCode(mobileCode);
  return telHref(code === '' ? phone : `+${internationalDigits(phone, code)}`);
}

/** The WhatsApp message: the listing's title, a new line, its public link. */
export const whatsAppText = (title: string, link: string): string => `${title.trim()}\n${link}`;

/** https://wa.me/<international digits>?text=<encoded text> (WhatsApp's documented click-to-chat link). */
export const whatsAppHref = (phone: string, mobileCode: string | undefined, text: string): string =>
  `https://wa.me/${internationalDigits(phone, mobileCode)}?text=${encodeURIComponent(text)}`;
