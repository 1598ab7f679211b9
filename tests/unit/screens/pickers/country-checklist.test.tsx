// The multi-country checklist (spec §2 "a country list with checkboxes"; §5 cannot exceed the
// allowed count, select-all only when the count is 999, otherwise an "exceed" notice).
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import type { Country } from '../../../../src/contract/types/lookups.js';
import { CountryChecklist, releaseCountrySource } from '../../../../src/screens/kit/pickers/index.js';
import { cleanup, click, flush } from '../../ui/render.js';
import { ok, type Answers } from '../../harness/fake-api.js';
import { renderInShell } from '../../harness/render-in-shell.js';
import { $, $$, openPicker, sheet, typeInto, WithOpener } from './picker-dom.js';

const COUNTRIES: Country[] = [
  { id: 'CIV', name: "Côte d'Ivoire" },
  { id: 'SEN', name: 'Sénégal' },
  { id: 'MLI', name: 'Mali' },
  { id: 'GHA', name: 'Ghana' },
];

afterEach(cleanup);

function setup(value: string[], max: number) {
  const answers: Answers = { [ENDPOINTS.getCountry.path]: () => ok(COUNTRIES) };
  const onChange = vi.fn();
  const r = renderInShell(
    <WithOpener>
      {(open, close) => <CountryChecklist open={open} value={value} max={max} onChange={onChange} onClose={close} />}
    </WithOpener>,
    { answers },
  );
  return { ...r, onChange };
}

const box = (name: string) => {
  const label = $$(sheet()!, 'label').find((l) => l.textContent === name);
  if (!label) throw new Error(`no ${name}`);
  return $<HTMLInputElement>(label, 'input[type="checkbox"]');
};
const ticked = () => $$(sheet()!, '[data-picker-row]').filter((b) => (b as HTMLInputElement).checked).map((b) => b.closest('label')?.textContent);
const button = (text: string) => $$(sheet()!, 'button').find((b) => b.textContent === text);
const toasts = (s: ReturnType<typeof setup>) => s.dialogs.state.get().toasts.map((t) => t.message);

describe('CountryChecklist', () => {
  it('starts from the value, ticks up to the limit and refuses one more with the exceed notice', async () => {
    const s = setup(['SEN'], 2);
    openPicker(s.host);
    await flush();
    expect($(sheet()!, 'h2').textContent).toBe('pickers.checklistTitle');
    expect(ticked()).toEqual(['Sénégal']);
    expect($(sheet()!, '.mkt-picker-count').textContent).toBe('pickers.selectedOfMax{"n":1,"max":2}');

    click(box('Mali'));
    expect(ticked()).toEqual(['Mali', 'Sénégal']);
    expect(toasts(s)).toEqual([]);

    click(box('Ghana'));
    expect(box('Ghana').checked).toBe(false);
    expect(ticked()).toEqual(['Mali', 'Sénégal']);
    expect(toasts(s)).toEqual(['validation.exceed']);
    expect($(sheet()!, '.mkt-picker-count').textContent).toBe('pickers.selectedOfMax{"n":2,"max":2}');

    click(box('Sénégal'));
    click(box('Ghana'));
    expect(ticked()).toEqual(['Ghana', 'Mali']);

    click(button('dialog.confirm'));
    expect(s.onChange).toHaveBeenCalledWith(['MLI', 'GHA'], [{ id: 'MLI', name: 'Mali' }, { id: 'GHA', name: 'Ghana' }]);
    expect(sheet()).toBeNull();
  });

  it('refuses "all" with the exceed notice unless every country is allowed', async () => {
    const s = setup([], 5);
    openPicker(s.host);
    await flush();
    const all = box('pickers.allCountries');
    click(all);
    expect(all.checked).toBe(false);
    expect(ticked()).toEqual([]);
    expect(toasts(s)).toEqual(['validation.exceed']);
  });

  it('ticks and unticks every country with "all" when the count is 999', async () => {
    const s = setup([], 999);
    openPicker(s.host);
    await flush();
    expect($(sheet()!, '.mkt-picker-count').textContent).toBe('pickers.selected{"n":0}');
    click(box('pickers.allCountries'));
    expect(ticked()).toHaveLength(4);
    expect(box('pickers.allCountries').checked).toBe(true);
    click(button('dialog.confirm'));
    expect(s.onChange.mock.calls[0]?.[0]).toEqual(['CIV', 'SEN', 'MLI', 'GHA']);

    // The value stays [] here (the harness ignores onChange): "all" ticks, then unticks everything.
    openPicker(s.host);
    await flush();
    click(box('pickers.allCountries'));
    click(box('pickers.allCountries'));
    expect(ticked()).toEqual([]);
    expect(box('pickers.allCountries').checked).toBe(false);
    expect(toasts(s)).toEqual([]);
  });

  it('drops the ticks on cancel and on Escape, and the next opening starts from the value again', async () => {
    const s = setup(['CIV'], 3);
    const opener = openPicker(s.host);
    await flush();
    click(box('Mali'));
    click(button('dialog.cancel'));
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(opener);

    openPicker(s.host);
    await flush();
    expect(ticked()).toEqual(["Côte d'Ivoire"]);
    click(box('Ghana'));
    act(() => {
      sheet()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(sheet()).toBeNull();
    expect(s.onChange).not.toHaveBeenCalled();
    expect(s.calls).toHaveLength(1);
  });

  it('hides "all" while a search narrows the list, and keeps ticks made across searches', async () => {
    const s = setup([], 3);
    openPicker(s.host);
    await flush();
    const input = $<HTMLInputElement>(sheet()!, 'input[type="search"]');
    typeInto(input, 'mal');
    expect($$(sheet()!, 'label.mkt-picker-row').map((l) => l.textContent)).toEqual(['Mali']);
    click(box('Mali'));
    typeInto(input, 'gh');
    click(box('Ghana'));
    typeInto(input, '');
    expect(ticked()).toEqual(['Ghana', 'Mali']);
    expect($$(sheet()!, 'label.mkt-picker-row')[0]?.textContent).toBe('pickers.allCountries');
  });

  it('uses the given source (the countries a user may publish in) and disables confirm until loaded', async () => {
    const answers: Answers = { [ENDPOINTS.getReleaseCountry.path]: () => ({ code: 5002, message: 'x', customData: null }) };
    const onChange = vi.fn();
    const fake = renderInShell(
      <CountryChecklist open value={[]} max={2} onChange={onChange} onClose={() => undefined} source={releaseCountrySource('u-1', 6, 'en')} />,
      { answers },
    );
    await flush();
    expect(fake.calls.map((c) => [c.path, c.body])).toEqual([[ENDPOINTS.getReleaseCountry.path, { userId: 'u-1', moduleId: 6 }]]);
    expect(sheet()!.textContent).toContain('pickers.loadFailed');
    expect((button('dialog.confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not count ticked ids the list no longer offers', async () => {
    const s = setup(['XXX', 'CIV'], 2);
    openPicker(s.host);
    await flush();
    expect($(sheet()!, '.mkt-picker-count').textContent).toBe('pickers.selectedOfMax{"n":1,"max":2}');
    click(box('Mali'));
    click(button('dialog.confirm'));
    expect(s.onChange.mock.calls[0]?.[0]).toEqual(['CIV', 'MLI']);
  });
});
