// A marketplace user as console lists show them (listing search, orders, transfer proofs,
// coupons): the columns every such list selects (users as u) and the shape made of them.
import type { MoneyUser } from '../../../src/contract/console-payments.js';

/** The payer's columns (users as u), selected by every money list. */
export const USER_COLUMNS = 'u.id as user_id, u.pet_name, u.ent_name, u.account_type, u.mobile_code, u.phone';

export interface UserColumns {
  user_id: string | null;
  pet_name: string | null;
  ent_name: string | null;
  account_type: number | null;
  mobile_code: string | null;
  phone: string | null;
}

export const consoleUserOf = (r: UserColumns): MoneyUser => ({
  userId: r.user_id ?? '',
  // Spec §3: an enterprise account shows its company name.
  name: (r.account_type === 2 && r.ent_name ? r.ent_name : r.pet_name) ?? '',
  phone: r.phone ? `+${r.mobile_code ?? ''} ${r.phone}` : '',
});
