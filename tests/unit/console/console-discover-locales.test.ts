// The console's discover pages (examples/console/pages/share-review-*.tsx, report-share.tsx and the
// reports page's subject filter and post actions) name in the three languages every post state,
// report subject, post action and refusal, with the same keys in each language.
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/console/cn.json';
import en from '../../../locales/console/en.json';
import fr from '../../../locales/console/fr.json';
import { CONSOLE_DISCOVER_ERRORS } from '../../../src/contract/console-discover.js';
import { CONSOLE_MODERATION_ERRORS, REPORT_ACTIONS, REPORT_ACTIONS_WITHOUT_NOTE, REPORT_SUBJECTS } from '../../../src/contract/console-moderation.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

const keysOf = (tree: unknown, prefix = ''): string[] =>
  typeof tree === 'object' && tree !== null ? Object.entries(tree).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

describe('console discover locales', () => {
  it('name every post state, report subject, action and refusal', () => {
    const needed = [
      'pages.posts', 'posts.kind_first', 'posts.kind_edit',
      ...Object.values(SHARE_STATUS).map((s) => `reports.shareStatus.${s}`),
      ...['all', ...REPORT_SUBJECTS].map((s) => `reports.subject_${s}`), ...REPORT_SUBJECTS.filter((s) => s !== 'chat').map((s) => `reports.subjectBadge_${s}`),
      ...REPORT_ACTIONS.flatMap((a) => [`reports.actions.${a}`, `reports.decisions.${a}`, `reports.submit_${a}`, `reports.done_${a}`]),
      ...REPORT_ACTIONS.filter((a) => !REPORT_ACTIONS_WITHOUT_NOTE.includes(a)).map((a) => `reports.noteFor_${a}`),
      ...Object.values(CONSOLE_DISCOVER_ERRORS), CONSOLE_MODERATION_ERRORS.reportSubject,
    ];
    for (const [name, tree] of Object.entries({ cn, en, fr })) {
      for (const key of needed) expect(typeof lookup(tree, key), `${name} ${key}`).toBe('string');
    }
  });

  it('have the same keys in the three languages', () => {
    for (const tree of [fr, cn]) {
      expect(keysOf(tree.posts).sort()).toEqual(keysOf(en.posts).sort());
      expect(keysOf(tree.reports).sort()).toEqual(keysOf(en.reports).sort());
    }
  });

  it('put no-break spaces before French double punctuation', () => {
    expect(JSON.stringify([fr.posts, fr.reports])).not.toMatch(/ [:;?!»]|« /);
  });
});
