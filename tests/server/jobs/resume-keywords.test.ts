// CV keyword search (spec §2 recruit/recruitList, §7 keyWords) in the three languages, like the
// listing lists (migration 026): Chinese found inside a run written without spaces ("会计" in
// "财务会计"), French without case or accents and by a word's start, English by word; every word
// of the keywords needed. Seeded CVs and one saved here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Resume, ResumeSummary } from '../../../src/contract/types/jobs.js';
import { TEST_DATABASES } from '../databases.js';
import { openResumeRig, type ResumeRig } from './resume-rig.js';

describe.each(TEST_DATABASES)('CV keywords ($name)', (target) => {
  let rig: ResumeRig;
  let cvId = '';
  /** Seeded CV ids by a piece of their introduction. */
  const seeded = async (introPart: string): Promise<string> => {
    const [row] = await rig.db.query<{ id: string }>('select id from resumes where self_introduction like $1 and is_public', [`%${introPart}%`]);
    if (!row) throw new Error(`no seeded public CV with "${introPart}"`);
    return row.id;
  };
  /** Every CV id the member (a recruiter) finds by these keywords. */
  const found = async (keyWords: string): Promise<string[]> => {
    const out: string[] = [];
    for (let index = 1; ; index++) {
      const reply = await rig.as<SearchReply<ResumeSummary>>('member', 'searchResumeByTerms', { page: { index, size: 50 }, keyWords });
      expect(reply.code, keyWords).toBe(200);
      out.push(...reply.customData.resultList.map((r) => r.recruitingResumeId));
      if (reply.customData.resultList.length < 50) return out;
    }
  };

  beforeAll(async () => {
    rig = await openResumeRig(target);
    const saved = await rig.as<Resume>('personal', 'updateResume', rig.cv({
      selfIntroduction: '财务会计，五年经验，熟悉SYSCOHADA。 Comptabilité générale et paie, English spreadsheets.',
      workLocation: 'Abidjan, Cocody', languageId: 'cn',
    }));
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    cvId = saved.customData.recruitingResumeId;
  });
  afterAll(async () => rig?.close());

  it('finds a Chinese word inside a longer run, and every piece of a longer keyword', async () => {
    expect(await found('会计')).toContain(cvId);
    expect(await found('财务会计')).toContain(cvId);
    // Seeded Chinese CVs: "挖掘机" sits inside "持挖掘机、装载机操作证", "阿比让" inside "在阿比让从事".
    expect(await found('挖掘机')).toContain(await seeded('挖掘机'));
    expect(await found('阿比让')).toContain(await seeded('在阿比让从事'));
    // A lone character is a piece start: "财" finds "财务".
    expect(await found('财')).toContain(cvId);
    // All pieces are needed: "会计" and a piece found in no CV.
    expect(await found('会计鲸鱼')).not.toContain(cvId);
  });

  it('finds French without case or accents, by a word start; English by word; all words needed', async () => {
    const comptable = await seeded('Comptable confirmée');
    for (const keyWords of ['comptable', 'COMPTABLE', 'Comptable', 'confirmee', 'CONFIRMÉE', 'compta']) {
      expect(await found(keyWords), keyWords).toContain(comptable);
    }
    expect(await found('comptabilite generale')).toContain(cvId);
    expect(await found('spreadsheets')).toContain(cvId);
    expect(await found('Spreadsheet')).toContain(cvId);
    expect(await found('comptabilité plombier')).not.toContain(cvId);
    // Short words are whole words: "co" is no prefix of "Cocody".
    expect(await found('co')).not.toContain(cvId);
    // Text that holds no word finds nothing (never every CV).
    expect(await found('%')).toEqual([]);
    expect(await found("' & !")).toEqual([]);
  });
});
