// How the account-and-security index shows the bound phone and e-mail (spec §2 accountAndSecurity):
// enough to recognise them on a shared screen, not enough to read them off it.

const DOT = '•';

/**
 * '+225 07•••••01': the area code, then the number with its middle hidden ('' without a number).
 * A no-break space between them: a narrow row wraps the number whole, not after its area code.
 */
export function maskPhone(mobileCode: string, phone: string): string {
  const digits = phone.trim();
  if (digits === '') return '';
  // Long numbers keep two digits at each end, short ones one; three or fewer show only dots.
  const keep = digits.length >= 7 ? 2 : digits.length >= 4 ? 1 : 0;
  const hidden = `${digits.slice(0, keep)}${DOT.repeat(digits.length - 2 * keep)}${digits.slice(digits.length - keep)}`;
  const code = mobileCode.replace(/^\+/, '').trim();
  return code === '' ? hidden : `+${code}\u00a0${hidden}`;
}

/** 'm•••r@example.test': first and last letter of the name, the domain in full ('' without an e-mail). */
export function maskEmail(mail: string): string {
  const at = mail.trim().lastIndexOf('@');
  if (at < 1) return mail.trim() === '' ? '' : DOT.repeat(3);
  const name = mail.trim().slice(0, at);
  const tail = name.length > 2 ? name.slice(-1) : '';
  return `${name[0]}${DOT.repeat(3)}${tail}${mail.trim().slice(at)}`;
}
