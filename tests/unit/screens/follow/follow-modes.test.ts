// The people lists as data (spec §2 /common myFocus, myFans, focus): each route gets its call, its
// button and its empty state; and the "Already followed" reply (spec §8) is told from other 4422s.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { MSG } from '../../../../src/contract/validation/messages.js';
import { FOLLOW_MODES, modeOfPath } from '../../../../src/screens/follow/follow-modes.js';
import { isAlreadyFollowed } from '../../../../src/screens/follow/use-follow-toggle.js';

describe('follow modes', () => {
  it('maps each /common route to its list call and button', () => {
    expect(modeOfPath('/common/myFocus')).toMatchObject({ name: 'myFocus', list: ENDPOINTS.getFocusList, unfollows: true, emptyLink: true });
    expect(modeOfPath('/common/myFans')).toMatchObject({ name: 'myFans', list: ENDPOINTS.getFansList, unfollows: false, followText: 'follow.followBack' });
    expect(modeOfPath('/common/focus')).toMatchObject({ name: 'focus', list: ENDPOINTS.getSuggestedUsers, unfollows: false, followText: 'follow.follow' });
  });

  it('falls back to myFocus for a path it does not know, and never reads inherited names', () => {
    expect(modeOfPath('/common/other')).toBe(FOLLOW_MODES.myFocus);
    expect(modeOfPath('/common/toString')).toBe(FOLLOW_MODES.myFocus);
  });
});

describe('already followed', () => {
  const TRANSLATED = 'Déjà suivi';
  it('is the key in the issues, or the translated message', () => {
    expect(isAlreadyFollowed('anything', { issues: [{ path: 'focusUserId', key: MSG.alreadyFollowed }] }, TRANSLATED)).toBe(true);
    expect(isAlreadyFollowed(TRANSLATED, null, TRANSLATED)).toBe(true);
  });

  it('is not another validation failure (following oneself)', () => {
    expect(isAlreadyFollowed('Veuillez vérifier', { issues: [{ path: 'focusUserId', key: MSG.checkWarning }] }, TRANSLATED)).toBe(false);
    expect(isAlreadyFollowed('Veuillez vérifier', null, TRANSLATED)).toBe(false);
  });
});
