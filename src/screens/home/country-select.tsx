// The country dropdown of /index (spec §2 "Top level": country dropdown). A native <select> laid
// over a compact button: the phone's own picker, keyboard and screen readers work everywhere,
// even on cheap Android phones. Choosing a country stores session.areaId, which every request
// carries in metaData (spec §7), so the home data is asked again for that country.
import { useStore } from '@nanostores/react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useCall } from '../kit/use-call.js';
import { useLanguage } from '../kit/price.js';
import { useT } from '../../ui/t-context.js';
import { Icon } from './icons.js';

export function CountrySelect() {
  const t = useT();
  const { stores } = useServices();
  const areaId = useStore(stores.session.areaId);
  const languageId = useLanguage();
  const { state } = useCall(ENDPOINTS.getCountry, { languageId }, languageId);
  const countries = state.status === 'ok' ? state.data : [];
  const current = countries.find((c) => c.id === areaId);
  // The stored country stays choosable (and named by its code) until the list has arrived.
  const options = current ? countries : [{ id: areaId, name: areaId }, ...countries];

  return (
    <label className="mkt-home-country">
      <Icon name="pin" className="mkt-home-country-pin" />
      <span className="mkt-home-country-name" aria-hidden="true">{current?.name ?? areaId}</span>
      <Icon name="caret" className="mkt-home-country-caret" />
      <select
        value={areaId}
        aria-label={t('home.country')}
        onChange={(e) => stores.session.areaId.set(e.currentTarget.value)}
      >
        {options.map((c) => (
          <option key={c.id} value={c.id}>{c.name}</option>
        ))}
      </select>
    </label>
  );
}
