// Agreements by ids (spec §3 "Agreement: agreementId, title, filePath"; §7 "agreements by
// agreementIds") and the app download (spec §7 "app download by appType 2 (appFilePath)").
import * as v from 'valibot';
import type { Agreement, AppDownload } from '../../../src/contract/types/lookups.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, type HandlerTable } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { lookupIdSchema } from '../../../src/contract/validation/lookups.js';
import { nameSql, notFound } from './names.js';

/** More ids than any screen asks for is not a real request. */
const MAX_AGREEMENTS = 20;

const agreementsRequest = v.object({
  agreementIds: v.pipe(v.array(lookupIdSchema, MSG.choose), v.minLength(1, MSG.choose), v.maxLength(MAX_AGREEMENTS, MSG.checkWarning)),
});

const appDownloadRequest = v.object({ appType: lookupIdSchema });

export const DOCUMENT_HANDLERS: HandlerTable = {
  /** The asked agreements that exist, in the asked order; title and file in the caller's language. */
  getAgreements: async (input, ctx) => {
    const { agreementIds } = parseInput(agreementsRequest, input);
    const rows = await ctx.db.query<Agreement>(
      `select id as "agreementId", ${nameSql('titles', 1)} as title, ${nameSql('file_paths', 1)} as "filePath"
       from agreements where id = any($2::int[])`,
      [ctx.language, agreementIds],
    );
    const byId = new Map(rows.map((r) => [r.agreementId, r]));
    const ordered = [...new Set(agreementIds)].flatMap((id) => byId.get(id) ?? []);
    return okReply(ordered);
  },

  getAppDownload: async (input, ctx) => {
    const { appType } = parseInput(appDownloadRequest, input);
    const [row] = await ctx.db.query<{ app_file_path: string; store_url: string; ios_url: string }>(
      'select app_file_path, store_url, ios_url from app_downloads where app_type = $1',
      [appType],
    );
    if (!row) throw notFound();
    const reply: AppDownload = { appFilePath: row.app_file_path, storeUrl: row.store_url, iosUrl: row.ios_url };
    return okReply(reply);
  },
};
