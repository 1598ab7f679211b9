// Followed countries of personalInformation (spec §2 /common/focus; §5 "at most 5 followed
// countries besides the registered one; registered country cannot be deleted"): the registered
// country first, marked and without a remove button; the others removable; "add" opens the
// multi-country checklist without the registered country (it is followed anyway). Every change is
// saved with updateFocusCountry (the whole list, registered first) and the server's refusal shows
// under the section.
import { useMemo, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { LIMITS } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AreaId } from '../../contract/types/common.js';
import { useT } from '../../ui/t-context.js';
import { CountryChecklist, countrySource, usePickerData, type PickerSource } from '../kit/pickers/index.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import type { Country } from '../../contract/types/lookups.js';

const INLINE: readonly number[] = [CODE.VALIDATION, CODE.RATE_LIMITED];

/** Country names by area id in the interface language (the picker's cached list). */
export function useCountryNames(): ReadonlyMap<string, string> {
  const language = useLanguage();
  const source = useMemo(() => countrySource(language), [language]);
  const { data } = usePickerData(source, true);
  return useMemo(() => new Map(data.status === 'ok' ? data.items.map((c) => [c.id, c.name]) : []), [data]);
}

/** Every country but `registered`. */
const withoutCountry = (source: PickerSource<Country>, registered: AreaId): PickerSource<Country> => ({
  key: `${source.key}:without:${registered}`,
  load: async (api, signal) => {
    const reply = await source.load(api, signal);
    return reply.ok ? { ok: true, items: reply.items.filter((c) => c.id !== registered) } : reply;
  },
});

export function FollowedCountries({ registered }: { registered: AreaId }) {
  const t = useT();
  const { api } = useServices();
  const language = useLanguage();
  const names = useCountryNames();
  const call = useCall(ENDPOINTS.getFocusCountry, {}, `focus-country:${registered}`);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const source = useMemo(() => withoutCountry(countrySource(language), registered), [language, registered]);

  const followed = call.state.status === 'ok' ? call.state.data.areaIds : null;
  const others = (followed ?? []).filter((id) => id !== registered);

  const save = async (next: readonly AreaId[]) => {
    setBusy(true);
    setProblem('');
    const areaIds = [registered, ...next.filter((id) => id !== registered)];
    const reply = await api.call(ENDPOINTS.updateFocusCountry, { areaIds }, { inline: INLINE });
    setBusy(false);
    if (reply.code === 200) call.patch(() => ({ areaIds }));
    else if (INLINE.includes(reply.code)) setProblem(reply.message);
  };

  return (
    <section className="mkt-uc-section" aria-labelledby="mkt-uc-countries" aria-busy={busy}>
      <h2 id="mkt-uc-countries">{t('usercenter.info.countries', { n: others.length, max: LIMITS.followedCountries })}</h2>
      <p>{t('usercenter.info.countriesHint', { max: LIMITS.followedCountries })}</p>
      {followed === null ? <span className="mkt-skel" style={{ height: 40 }} /> : (
        <ul className="mkt-uc-chips">
          <li className="mkt-uc-chip mkt-uc-fixed" data-country={registered}>
            {names.get(registered) ?? registered} <small>{t('usercenter.info.registered')}</small>
          </li>
          {others.map((id) => {
            const name = names.get(id) ?? id;
            return (
              <li key={id} className="mkt-uc-chip" data-country={id}>
                {name}
                <button type="button" className="mkt-icon-btn" disabled={busy} aria-label={t('usercenter.info.unfollow', { name })}
                  onClick={() => void save(others.filter((x) => x !== id))}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M7 7l10 10M17 7L7 17" /></svg>
                </button>
              </li>
            );
          })}
          <li>
            <button type="button" className="mkt-uc-chip mkt-uc-add" disabled={busy} onClick={() => setOpen(true)}>
              + {t('usercenter.info.addCountries')}
            </button>
          </li>
        </ul>
      )}
      {problem && <p className="mkt-field-error" role="alert">{problem}</p>}
      <CountryChecklist open={open} value={others} max={LIMITS.followedCountries} source={source} title={t('usercenter.info.addCountries')}
        onChange={(ids) => void save(ids)} onClose={() => setOpen(false)} />
    </section>
  );
}
