// Contract cases of help and service (spec §2 serviceAndHelp): menus, a menu's problems, one problem,
// in the caller's language; answers are sanitized HTML.
import { expect } from 'vitest';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { HelpMenu, Problem } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, type Case } from '../support/cases.js';
import { SHAPES } from '../support/shapes.js';
import { need, type UcState } from './usercenter-state.js';

type C = Case<UcState>;

export const HELP_CASES: readonly C[] = [
  {
    endpoint: 'getHelpMenu', kind: 'happy', name: 'menus in French', language: 'fr',
    expect: { code: 200, shape: SHAPES.helpMenus, check: (r) => expect(data<HelpMenu[]>(r).map((m) => m.name)).toContain('Compte et connexion') },
  },
  { endpoint: 'getHelpMenu', kind: 'bad', name: 'customData a number', body: () => 7, expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getProblemList', kind: 'happy', name: 'first menu in Chinese', language: 'cn', body: () => ({ menuId: 1, page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: SHAPES.problemPage,
      check: (r, w) => {
        const page = data<SearchReply<Problem>>(r);
        expect(page.totalCount).toBeGreaterThanOrEqual(3);
        expect(page.resultList[0]!.title).toMatch(/[\u4e00-\u9fff]/);
        w.state.problemId = page.resultList[0]!.id;
      },
    },
  },
  { endpoint: 'getProblemList', kind: 'bad', name: 'menuId a word', body: () => ({ menuId: 'account' }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'getProblemList', kind: 'bad', name: 'unknown menu', language: 'fr', body: () => ({ menuId: 9999 }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'getProblemDetail', kind: 'happy', name: 'an answer in English, as HTML', body: (w) => ({ id: need(w.state.problemId, 'problem id') }),
    expect: {
      code: 200, shape: SHAPES.problem,
      check: (r) => {
        const p = data<Problem>(r);
        expect(p.content).toMatch(/^<(p|ul)>/);
        expect(p.content).toContain('15 minutes');
      },
    },
  },
  { endpoint: 'getProblemDetail', kind: 'bad', name: 'id zero', language: 'cn', body: () => ({ id: 0 }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'getProblemDetail', kind: 'bad', name: 'unknown id', body: () => ({ id: 987_654 }), expect: { code: 4404, key: 'errors.notFound' } },
];
