// The company calls (spec §6 "enterprise" accounts; companyInfo and editCompanyInfo screens):
// getCompanyCard and searchCompanyJobs for everyone, getMyCompanyInfo and updateCompanyInfo for
// the caller. Only an enterprise account (accountType 2) writes a card (4403 otherwise); every
// field is checked by the shared schema, then what needs the database: the industry is a
// first-level job tag, the size a company-size lookup, the logo the caller's own public upload.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { JOBS, MODULE_ID } from '../../../src/contract/constants.js';
import { ACCOUNT_TYPE } from '../../../src/contract/statuses.js';
import { companyInfoSchema } from '../../../src/contract/validation/jobs-company.js';
import { pageSchema, pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { moduleById } from '../../../src/modules/index.js';
import { notFound } from '../catalogue/names.js';
import { okReply, ReplyError, type Handler, type HandlerTable } from '../http/handler.js';
import { emptySchema, fieldError, parseInput } from '../http/input.js';
import { buildSummary } from '../listings/fields.js';
import { publicListing } from '../listings/public-listing.js';
import { loadListings } from '../listings/rows.js';
import { SqlParams } from '../listings/sql.js';
import { requireUser } from '../usercenter/caller.js';
import { checkOwnedUploads } from '../usercenter/owned-uploads.js';
import { knownAreaCode } from './area-code.js';
import { companyCard, COMPANY_COLUMNS, companyInfoOf, jobModuleKey, type CompanyRow } from './company-card.js';

/** A user id as the server writes them (u-…, or generated ids): short text. */
const USER_ID_MAX = 64;
const userIdSchema = v.pipe(v.string(MSG.checkWarning), v.check((s) => s.trim() !== '', MSG.checkWarning), v.maxLength(USER_ID_MAX, MSG.checkWarning));
const companyRequest = formObject({ userId: userIdSchema });
const companyJobsRequest = formObject({ userId: userIdSchema, page: pageSchema });

const getCompanyCard: Handler = async (input, ctx) => {
  const { userId } = parseInput(companyRequest, input);
  const card = await companyCard(ctx.db, userId, ctx.language);
  if (!card) throw notFound();
  return okReply(card);
};

/** That employer's published jobs, newest first, as the module's list rows (the listing engine's builders). */
const searchCompanyJobs: Handler = async (input, ctx) => {
  const { userId, page } = parseInput(companyJobsRequest, input);
  const m = moduleById(MODULE_ID.recruitment)!;
  const window = pageWindow(page, m.pageSize);
  const where = (p: SqlParams) => `l.user_id = ${p.add(userId)}::text and l.module_key = ${p.add(jobModuleKey())}::text and ${publicListing('l')}`;
  const countParams = new SqlParams();
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from listings l where ${where(countParams)}`, countParams.values);
  const params = new SqlParams();
  const rows = await loadListings(ctx.db, {
    where: where(params), params, language: ctx.language, fallback: true, view: 'summary', viewerId: null,
    order: 'l.release_time desc, l.id desc', limit: window.size, offset: window.offset,
  });
  const now = ctx.services.clock();
  return okReply({ totalCount: Number(count?.n ?? 0), resultList: rows.map((r) => buildSummary(m, r, now)) });
};

const getMyCompanyInfo: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  parseInput(emptySchema, input);
  const [user] = await ctx.db.query<{ account_type: number }>('select account_type from users where id = $1', [userId]);
  const [row] = await ctx.db.query<CompanyRow>(`select ${COMPANY_COLUMNS} from companies c where c.user_id = $1`, [userId]);
  return okReply({ company: row ? companyInfoOf(row) : null, canEdit: user?.account_type === ACCOUNT_TYPE.enterprise });
};

const updateCompanyInfo: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const [user] = await ctx.db.query<{ account_type: number }>('select account_type from users where id = $1', [userId]);
  if (user?.account_type !== ACCOUNT_TYPE.enterprise) throw new ReplyError(CODE.FORBIDDEN, 'jobs.errors.enterpriseOnly');
  // The phone rule reads the area code sent beside the number (spec §5 shared phone validator).
  const info = parseInput(companyInfoSchema(), input, { maxLength: 2 * JOBS.introductionMax });
  const mobileCode = await knownAreaCode(ctx.db, info.mobileCode);
  const [industry] = await ctx.db.query('select 1 from tags where id = $1 and module_key = $2 and parent_id is null', [info.industryId, jobModuleKey()]);
  if (!industry) throw fieldError('industryId', MSG.choose);
  const [size] = await ctx.db.query("select 1 from job_lookups where kind = 'companySize' and id = $1", [info.sizeId]);
  if (!size) throw fieldError('sizeId', MSG.choose);
  if (info.logoPath !== '') await checkOwnedUploads(ctx.db, userId, [{ field: 'logoPath', path: info.logoPath, picture: true }], 'public');
  await ctx.db.query(
    `insert into companies (user_id, ent_name, industry_id, size_id, address, introduction, logo_path, phone, mail, website, mobile_code, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     on conflict (user_id) do update set ent_name = excluded.ent_name, industry_id = excluded.industry_id, size_id = excluded.size_id,
       address = excluded.address, introduction = excluded.introduction, logo_path = excluded.logo_path, phone = excluded.phone,
       mail = excluded.mail, website = excluded.website, mobile_code = excluded.mobile_code, updated_at = now()`,
    [userId, info.entName.trim(), info.industryId, info.sizeId, info.address.trim(), info.introduction.trim(), info.logoPath, info.phone.trim(),
      info.mail.trim(), info.website.trim(), mobileCode],
  );
  return okReply(null, 'jobs.company.saved');
};

export const COMPANY_HANDLERS: HandlerTable = {
  getCompanyCard: getCompanyCard as HandlerTable['getCompanyCard'],
  searchCompanyJobs: searchCompanyJobs as HandlerTable['searchCompanyJobs'],
  getMyCompanyInfo: getMyCompanyInfo as HandlerTable['getMyCompanyInfo'],
  updateCompanyInfo: updateCompanyInfo as HandlerTable['updateCompanyInfo'],
};
