// getMemberBenefits (spec §2 menberCenter; §6 "memberLevelId decides the publish quota",
// "Batch-publishing country count depends on level (releaseAreaNum)", viewing contacts and CVs,
// publishing jobs): the levels for sale, cheapest rank first, names and benefit lines in the
// caller's language. Level 0 ("no membership") is not for sale and is left out. The reply is the
// same for every caller: the screen compares ranks with the caller's own level (spec §5).
import { ALL_COUNTRIES_AREA_NUM } from '../../../../src/contract/constants.js';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import type { MemberBenefit, MemberTier } from '../../../../src/contract/types/usercenter.js';
import { emptySchema, parseInput } from '../../http/input.js';
import { okReply, type Handler } from '../../http/handler.js';
import { translate } from '../../http/messages.js';
import { localized, PRICE_FLAG } from './texts.js';

export interface LevelRow {
  id: number;
  tier: MemberTier;
  rank: number;
  name: string;
  price: number;
  valid_days: number;
  free_listings: number;
  release_area_num: number;
  view_contacts: boolean;
  view_cvs: boolean;
  publish_jobs: boolean;
  level_path: string;
}

/** The benefit lines, in a fixed order: quota, countries, then the abilities the level has. */
export function benefitLines(r: LevelRow, language: LanguageCode): string[] {
  const lines = [
    translate('memberBenefits.freeListings', language, { n: r.free_listings }),
    r.release_area_num >= ALL_COUNTRIES_AREA_NUM
      ? translate('memberBenefits.allCountries', language)
      : translate('memberBenefits.releaseAreaNum', language, { n: r.release_area_num }),
  ];
  if (r.view_contacts) lines.push(translate('memberBenefits.viewContacts', language));
  if (r.view_cvs) lines.push(translate('memberBenefits.viewCvs', language));
  if (r.publish_jobs) lines.push(translate('memberBenefits.publishJobs', language));
  return lines;
}

export const toBenefit = (r: LevelRow, language: LanguageCode): MemberBenefit => ({
  memberLevelId: r.id,
  name: r.name,
  levelPath: r.level_path,
  tier: r.tier,
  rank: r.rank,
  price: r.price,
  priceFlag: PRICE_FLAG,
  validDays: r.valid_days,
  releaseAreaNum: r.release_area_num,
  freeListings: r.free_listings,
  viewContacts: r.view_contacts,
  viewCvs: r.view_cvs,
  publishJobs: r.publish_jobs,
  benefits: benefitLines(r, language),
});

export const LEVEL_COLUMNS = `id, tier, rank, ${localized('names')} as name, price, valid_days, free_listings, release_area_num,
  view_contacts, view_cvs, publish_jobs, level_path`;

export const getMemberBenefits: Handler = async (input, ctx) => {
  parseInput(emptySchema, input);
  const rows = await ctx.db.query<LevelRow>(
    `select ${LEVEL_COLUMNS} from member_levels where active and tier <> 'none' order by rank, id`,
    [ctx.language],
  );
  return okReply(rows.map((r) => toBenefit(r, ctx.language)));
};
