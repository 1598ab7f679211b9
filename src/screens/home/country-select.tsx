// The country selector of /index (spec §2 "Top level": country dropdown). A compact button in the
// header names the stored country; it opens the full-screen country picker (spec §2 "Other pieces":
// grouped by first letter, searchable), as classifieds apps open their location page. Choosing a
// country stores session.areaId, which every request carries in metaData (spec §7), so the home
// data and goods are asked again for that country. The picker's code is fetched when the button
// is first used: it is not part of the home page's first paint (size budget, issue 2).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
// The one endpoint, not its group: the home page's first paint carries no other lookups.
import { GET_COUNTRY } from '../../contract/endpoints/country-lookup.js';
import { useCall } from '../kit/use-call.js';
import { useLanguage } from '../kit/price.js';
import { lazy, useLazy } from '../../ui/lazy.js';
import { useT } from '../../ui/t-context.js';
import { Icon } from './icons.js';

const PICKER = lazy(() => import('../kit/pickers/country-picker.js').then((m) => m.CountryPicker));

export function CountrySelect() {
  const t = useT();
  const { stores } = useServices();
  const areaId = useStore(stores.session.areaId);
  const languageId = useLanguage();
  const [open, setOpen] = useState(false);
  const Picker = useLazy(PICKER, open);
  const { state } = useCall(GET_COUNTRY, { languageId }, languageId);
  // The stored country is named by its code until the list has arrived.
  const name = (state.status === 'ok' ? state.data.find((c) => c.id === areaId)?.name : undefined) ?? areaId;

  return (
    <>
      <button
        type="button"
        className="mkt-home-country"
        aria-haspopup="dialog"
        aria-label={t('home.countryNamed', { name })}
        onClick={() => setOpen(true)}
      >
        <Icon name="pin" className="mkt-home-country-pin" />
        <span className="mkt-home-country-name">{name}</span>
        <Icon name="caret" className="mkt-home-country-caret" />
      </button>
      {Picker && (
        <Picker
          open={open}
          value={areaId}
          onSelect={(c) => stores.session.areaId.set(c.id)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

