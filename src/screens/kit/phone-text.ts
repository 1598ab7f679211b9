// A stored phone as people read it: "+225 0701020304" (spec §5 area codes; the CV and company
// phones are stored as the code and the number apart). A number without its code (saved before
// codes were kept) is shown alone rather than under a guessed code. A no-break space after the
// code, as user-security/mask.ts: a narrow row wraps the number whole, not after its area code.
import { normalizeMobileCode } from '../../contract/mobile-code.js';

export function phoneWithCode(mobileCode: string | undefined, phone: string): string {
  const number = phone.trim();
  if (number === '') return '';
  const code = normalizeMobileCode(mobileCode);
  return code === '' ? number : `+${code}\u00a0${number}`;
}
