// The country and city pickers (spec §2 "Other pieces": grouped by first letter; §7 country
// {languageId}, city {pid, languageId}; §5 "City needs a country first").
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import type { City, Country } from '../../../../src/contract/types/lookups.js';
import { CityPicker, CountryPicker } from '../../../../src/screens/kit/pickers/index.js';
import { cleanup, click, flush } from '../../ui/render.js';
import { ok, type Answers } from '../../harness/fake-api.js';
import { renderInShell } from '../../harness/render-in-shell.js';
import { $, $$, key, openPicker, sheet, shownGroups, typeInto, WithOpener } from './picker-dom.js';

const COUNTRIES: Country[] = [
  { id: 'CIV', name: "Côte d'Ivoire" },
  { id: 'SEN', name: 'Sénégal' },
  { id: 'CMR', name: 'Cameroun' },
  { id: 'BEN', name: 'Bénin' },
  { id: 'BFA', name: 'Burkina Faso' },
];
const CITIES: City[] = [
  { id: 1, name: 'Abidjan', pid: 'CIV' },
  { id: 2, name: 'Yamoussoukro', pid: 'CIV' },
  { id: 3, name: 'Bouaké', pid: 'CIV' },
  { id: 4, name: 'San-Pédro', pid: 'CIV' },
];

afterEach(cleanup);

describe('CountryPicker', () => {
  it('asks for the countries of the language when opened and groups them by first letter', async () => {
    const answers: Answers = { [ENDPOINTS.getCountry.path]: () => ok(COUNTRIES) };
    const onSelect = vi.fn();
    const r = renderInShell(
      <WithOpener>{(open, close) => <CountryPicker open={open} value="SEN" onSelect={onSelect} onClose={close} />}</WithOpener>,
      { answers, language: 'fr' },
    );
    await flush();
    expect(r.calls).toEqual([]);
    openPicker(r.host);
    await flush();
    expect(r.calls.map((c) => [c.path, c.body, c.opts?.silent])).toEqual([[ENDPOINTS.getCountry.path, { languageId: 'fr' }, undefined]]);
    expect($(sheet()!, 'h2').textContent).toBe('pickers.countryTitle');
    expect(shownGroups(sheet()!)).toEqual([
      ['B', ['Bénin', 'Burkina Faso']],
      ['C', ['Cameroun', "Côte d'Ivoire"]],
      ['S', ['Sénégal']],
    ]);
    expect($$(sheet()!, '[aria-current="true"]').map((b) => b.textContent)).toEqual(['Sénégal']);

    typeInto($<HTMLInputElement>(sheet()!, 'input'), 'COTE');
    click($$(sheet()!, '[data-picker-row]')[0]);
    expect(onSelect).toHaveBeenCalledWith({ id: 'CIV', name: "Côte d'Ivoire" });
    expect(sheet()).toBeNull();
  });

  it('shows a retry when the countries cannot be loaded (the code table already showed its notice)', async () => {
    const answers: Answers = { [ENDPOINTS.getCountry.path]: () => ({ code: 4022, message: 'busy', customData: null }) };
    const r = renderInShell(<WithOpener>{(open, close) => <CountryPicker open={open} onSelect={() => undefined} onClose={close} />}</WithOpener>, { answers });
    openPicker(r.host);
    await flush();
    expect(sheet()!.textContent).toContain('pickers.loadFailed');
    expect($$(sheet()!, 'button').some((b) => b.textContent === 'list.retry')).toBe(true);
  });

  it('says so when there is nothing to choose', async () => {
    const answers: Answers = { [ENDPOINTS.getCountry.path]: () => ok(null) };
    const r = renderInShell(<WithOpener>{(open, close) => <CountryPicker open={open} onSelect={() => undefined} onClose={close} />}</WithOpener>, { answers });
    openPicker(r.host);
    await flush();
    expect(sheet()!.textContent).toContain('pickers.empty');
    expect(sheet()!.querySelector('nav')).toBeNull();
  });
});

describe('CityPicker', () => {
  it('asks for nothing and shows the select-country notice without a country', async () => {
    const answers: Answers = { [ENDPOINTS.getCity.path]: () => ok(CITIES) };
    const r = renderInShell(
      <WithOpener>{(open, close) => <CityPicker open={open} areaId="" onSelect={() => undefined} onClose={close} />}</WithOpener>,
      { answers },
    );
    openPicker(r.host);
    await flush();
    expect(r.calls).toEqual([]);
    expect(sheet()!.textContent).toContain('validation.selectCountry');
    expect(sheet()!.querySelector('input')).toBeNull();
  });

  it('lists the country’s cities by first letter and hands back the chosen one', async () => {
    const answers: Answers = { [ENDPOINTS.getCity.path]: () => ok(CITIES) };
    const onSelect = vi.fn();
    const r = renderInShell(
      <WithOpener>{(open, close) => <CityPicker open={open} areaId="CIV" value={2} onSelect={onSelect} onClose={close} />}</WithOpener>,
      { answers },
    );
    openPicker(r.host);
    await flush();
    expect(r.calls.map((c) => c.body)).toEqual([{ pid: 'CIV', languageId: 'en' }]);
    expect(shownGroups(sheet()!)).toEqual([['A', ['Abidjan']], ['B', ['Bouaké']], ['S', ['San-Pédro']], ['Y', ['Yamoussoukro']]]);
    expect($$(sheet()!, '[aria-current="true"]').map((b) => b.textContent)).toEqual(['Yamoussoukro']);
    typeInto($<HTMLInputElement>(sheet()!, 'input'), 'san pedro');
    expect(shownGroups(sheet()!)).toEqual([['S', ['San-Pédro']]]);
    click($$(sheet()!, '[data-picker-row]')[0]);
    expect(onSelect).toHaveBeenCalledWith({ id: 4, name: 'San-Pédro', pid: 'CIV' });
  });

  it('keeps Tab inside when one group leaves no letter index (rows off the tab stop do not count)', async () => {
    const answers: Answers = { [ENDPOINTS.getCity.path]: () => ok([{ id: 1, name: 'Abidjan' }, { id: 9, name: 'Abobo' }]) };
    renderInShell(<CityPicker open areaId="CIV" onSelect={() => undefined} onClose={() => undefined} />, { answers });
    await flush();
    expect(sheet()!.querySelector('nav')).toBeNull();
    const stop = $(sheet()!, '[data-picker-row][tabindex="0"]');
    expect(stop.textContent).toBe('Abidjan');
    act(() => stop.focus());
    key(stop, 'Tab');
    expect(document.activeElement).toBe($(sheet()!, '.mkt-picker-head button'));
  });

  it('asks again for another country', async () => {
    const answers: Answers = { [ENDPOINTS.getCity.path]: () => ok(CITIES) };
    let setArea: (a: string) => void = () => undefined;
    function Form() {
      const [areaId, set] = useState('CIV');
      setArea = set;
      return <CityPicker open areaId={areaId} onSelect={() => undefined} onClose={() => undefined} />;
    }
    const fake = renderInShell(<Form />, { answers });
    await flush();
    act(() => setArea('SEN'));
    await flush();
    expect(fake.calls.map((c) => c.body)).toEqual([{ pid: 'CIV', languageId: 'en' }, { pid: 'SEN', languageId: 'en' }]);
  });
});
