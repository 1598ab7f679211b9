// A parcel as the console's parcels page reads it (console-express.ts ParcelDetail): the parcel
// as its sender reads it (express/parcel-read.ts, in the console's language, without the sender's
// ownership check), the sender as the money pages show a user, and the history with the name of
// the operator who made each console move. Every parcel call answers with it, so the page shows
// the parcel as it now is after a move or a refusal.
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_EXPRESS_ERRORS, type ParcelDetail } from '../../../../src/contract/console-express.js';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import type { Queryable } from '../../db/database.js';
import { readParcel } from '../../express/parcel-read.js';
import { ReplyError } from '../../http/handler.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';

/** 4404 errors.parcelNotFound: the console's own message (readParcel answers the app's). */
export const parcelNotFound = (): ReplyError => new ReplyError(CODE.NOT_FOUND, CONSOLE_EXPRESS_ERRORS.parcelNotFound);

export async function parcelDetailOf(db: Queryable, parcelNo: string, language: LanguageCode): Promise<ParcelDetail> {
  const [sender] = await db.query<UserColumns>(`select ${USER_COLUMNS} from parcels p join users u on u.id = p.sender_id where p.parcel_no = $1`, [parcelNo]);
  if (!sender) throw parcelNotFound();
  const { events, ...parcel } = await readParcel(db, parcelNo, language);
  // Events are only ever appended, and both reads order them by id: the n-th name is the n-th event's.
  const operators = await db.query<{ username: string | null }>(
    'select op.username from parcel_events e left join operators op on op.id::text = e.operator_id where e.parcel_no = $1 order by e.id',
    [parcelNo],
  );
  return {
    parcel,
    sender: consoleUserOf(sender),
    events: events.map((e, i) => {
      const operator = operators[i]?.username;
      return operator ? { ...e, operator } : e;
    }),
  };
}
