// Followed categories of personalInformation (spec §5 "Followed categories at most 5"; the server
// takes the listing modules' ids, spec §3 "Module ids"): every category as a toggle, the followed
// ones pressed. A sixth is refused here with the spec's message before asking the server; each
// change is saved with updateFocusIndustry and undone on screen if the server refuses it.
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { LIMITS } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { MSG } from '../../contract/validation/messages.js';
import type { MessageKey } from '../../i18n/keys.js';
import { IDENTITIES } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { useCall } from '../kit/use-call.js';

const INLINE: readonly number[] = [CODE.VALIDATION, CODE.RATE_LIMITED];
const CATEGORIES = Object.values(IDENTITIES);

export function FollowedCategories() {
  const t = useT();
  const { api } = useServices();
  const call = useCall(ENDPOINTS.getFocusIndustry, {}, 'focus-industry');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const followed = call.state.status === 'ok' ? call.state.data.industryIds : null;

  const toggle = async (id: number) => {
    if (!followed) return;
    const on = followed.includes(id);
    if (!on && followed.length >= LIMITS.followedCategories) {
      setProblem(t(MSG.followedCategoriesLimit as MessageKey, { max: LIMITS.followedCategories }));
      return;
    }
    const industryIds = on ? followed.filter((x) => x !== id) : [...followed, id];
    setProblem('');
    setBusy(true);
    const reply = await api.call(ENDPOINTS.updateFocusIndustry, { industryIds }, { inline: INLINE });
    setBusy(false);
    if (reply.code === 200) call.patch(() => ({ industryIds }));
    else if (INLINE.includes(reply.code)) setProblem(reply.message);
  };

  return (
    <section className="mkt-uc-section" aria-labelledby="mkt-uc-categories">
      <h2 id="mkt-uc-categories">{t('usercenter.info.categories', { n: followed?.length ?? 0, max: LIMITS.followedCategories })}</h2>
      <p>{t('usercenter.info.categoriesHint', { max: LIMITS.followedCategories })}</p>
      {followed === null ? <span className="mkt-skel" style={{ height: 40 }} /> : (
        <ul className="mkt-uc-chips">
          {CATEGORIES.map((m) => (
            <li key={m.moduleId}>
              <button type="button" className="mkt-uc-chip" aria-pressed={followed.includes(m.moduleId)} disabled={busy}
                data-category={m.moduleId} onClick={() => void toggle(m.moduleId)}>
                {t(`listScreen.titles.${m.key}` as MessageKey)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && <p className="mkt-field-error" role="alert">{problem}</p>}
    </section>
  );
}
