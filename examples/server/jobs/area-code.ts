// The area code of a CV's or a company's phone (spec §5 "Shared phone validator"): the form picks
// it from the area-code picker, whose list is the enabled countries' codes (catalogue/places.ts);
// the server accepts only those, so a stored phone always reads "+<known code> <number>".
import { normalizeMobileCode } from '../../../src/contract/validation/phone.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';

/** The code as stored (digits, no "+"), or a coded field error (4422 areaCodeWarning) when unknown. */
export async function knownAreaCode(db: Queryable, code: string): Promise<string> {
  const digits = normalizeMobileCode(code);
  const [row] = await db.query('select 1 from countries where mobile_code = $1 and enabled limit 1', [digits]);
  if (!row) throw fieldError('mobileCode', MSG.areaCodeWarning);
  return digits;
}
