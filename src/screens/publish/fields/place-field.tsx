// Country and city of a listing (spec §4 "Multi-country publish: areaId becomes the comma-joined
// list and cityId is cleared. Choosing a country resets the city and loads its default city";
// §5 "City needs a country first (select-country notice). Multi-country choice only when
// releaseAreaNum is not 1; cannot exceed the allowed count; select-all only when the count is
// 999, otherwise an 'exceed' notice"). The form keeps the chosen ids in `areaIds` and the city
// in `cityId`; names (for the rows and the draft) in `names`.
import { useMemo, useState } from 'react';
import { useServices, useShell } from '../../../app/use-shell.js';
import { ENDPOINTS } from '../../../contract/endpoints.js';
import { canChooseManyCountries } from '../../../contract/validation/choices.js';
import { useT } from '../../../ui/t-context.js';
import { CityPicker, CountryChecklist, CountryPicker, releaseCountrySource } from '../../kit/pickers/index.js';
import type { Form, FormValues } from '../../kit/form/use-form.js';
import { FieldFrame } from './field-frame.js';
import { labelKey, namesOf, pick, type WidgetProps } from './widget-props.js';

const CHEVRON = 'M9 6l6 6-6 6';

const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * One country chosen: the city goes, then the country's default city comes (spec §4). Exported for
 * the form's first fill (the user's own country).
 */
export async function chooseCountry(
  form: Pick<Form<FormValues>, 'patch'>,
  api: ReturnType<typeof useServices>['api'],
  country: { id: string; name: string },
): Promise<void> {
  pick(form, { areaIds: [country.id], cityId: null }, { areaIds: country.name, cityId: '' });
  const reply = await api.call(ENDPOINTS.getDefaultCity, { areaId: country.id }, { silent: true });
  const city = reply.code === 200 ? reply.customData : null;
  // Only while the country is still the one chosen (a quick second choice wins).
  if (city) form.patch((old) => (Array.isArray(old.areaIds) && old.areaIds.length === 1 && old.areaIds[0] === country.id
    ? { cityId: city.id, names: { ...(old.names as Record<string, string>), cityId: city.name } }
    : {}));
}

function RowButton({ id, text, placeholder, invalid, describedBy, onClick }: {
  id: string; text: string; placeholder: string; invalid: true | undefined; describedBy: string | undefined; onClick(): void;
}) {
  return (
    <div className={invalid ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
      <button id={id} type="button" className="mkt-pub-row-btn" aria-haspopup="dialog" aria-invalid={invalid} aria-describedby={describedBy} onClick={onClick}>
        <span className={text ? undefined : 'mkt-pub-ph'}>{text || placeholder}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2"><path d={CHEVRON} /></svg>
      </button>
    </div>
  );
}

export function PlaceField({ w, form, env }: WidgetProps<'place'>) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const [open, setOpen] = useState<'country' | 'countries' | 'city' | null>(null);
  const areaIds = idsOf(form.values.areaIds);
  const names = namesOf(form);
  const many = areaIds.length > 1;
  const cityId = typeof form.values.cityId === 'number' ? form.values.cityId : undefined;
  const checklist = useMemo(() => releaseCountrySource(env.userId, env.m.moduleId, env.language), [env.userId, env.m.moduleId, env.language]);
  const countryError = form.error('areaIds');
  const cityError = form.error('cityId');
  const placeholder = t('publish.placeholders.choose');
  return (
    <>
      <FieldFrame name="areaIds" label={t(labelKey(w))} error={countryError}>
        {(ids) => (
          <>
            <RowButton
              id={ids.id} text={areaIds.length ? names.areaIds ?? areaIds.join(', ') : ''} placeholder={placeholder}
              invalid={ids.invalid} describedBy={ids.describedBy} onClick={() => setOpen(many ? 'countries' : 'country')}
            />
            {canChooseManyCountries(env.releaseAreaNum) && (
              <button type="button" className="mkt-pub-link" onClick={() => setOpen('countries')}>{t('publish.manyCountries')}</button>
            )}
          </>
        )}
      </FieldFrame>
      <FieldFrame name="cityId" label={t('publish.fields.cityId')} error={many ? undefined : cityError}>
        {(ids) => (many ? <p id={ids.id} className="mkt-pub-note">{t('publish.noCityMany')}</p> : (
          <RowButton
            id={ids.id} text={cityId !== undefined ? names.cityId ?? '' : ''} placeholder={placeholder}
            invalid={ids.invalid} describedBy={ids.describedBy}
            onClick={() => {
              // Spec §5: the city needs a country first.
              if (areaIds.length === 0) {
                dialogs.toast(t('validation.selectCountry'));
                form.blur('cityId');
                return;
              }
              setOpen('city');
            }}
          />
        ))}
      </FieldFrame>
      <CountryPicker
        open={open === 'country'} value={areaIds[0]}
        onSelect={(c) => {
          void chooseCountry(form, api, c);
          form.blur('areaIds');
        }}
        onClose={() => setOpen(null)}
      />
      <CountryChecklist
        open={open === 'countries'} value={areaIds} max={env.releaseAreaNum} source={checklist}
        onChange={(next, countries) => {
          const joined = countries.map((c) => c.name).join(', ');
          if (next.length === 1 && countries[0]) void chooseCountry(form, api, countries[0]);
          // Spec §4: several countries clear the city.
          else pick(form, { areaIds: next, cityId: null }, { areaIds: joined, cityId: '' });
          form.blur('areaIds');
        }}
        onClose={() => setOpen(null)}
      />
      <CityPicker
        open={open === 'city'} areaId={areaIds[0]} value={cityId}
        onSelect={(c) => {
          pick(form, { cityId: c.id }, { cityId: c.name });
          form.blur('cityId');
        }}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
