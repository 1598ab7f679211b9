// The area-code picker (spec §2 /login "area-code picker", "Other pieces"; §7 area codes by
// languageId, failure silently swallowed).
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { Router } from 'wouter';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import type { AreaCode } from '../../../../src/contract/types/lookups.js';
import { AreaCodePicker } from '../../../../src/screens/kit/pickers/index.js';
import { cleanup, click, flush } from '../../ui/render.js';
import { ok, type Answers } from '../../harness/fake-api.js';
import { renderInShell } from '../../harness/render-in-shell.js';
import { $, $$, key, openPicker, sheet, shownGroups, typeInto, WithOpener } from './picker-dom.js';

const PATH = ENDPOINTS.getAreaCodes.path;
const CODES: AreaCode[] = [
  { name: "Côte d'Ivoire", mobileCode: '225', countryCode: 'CI' },
  { name: 'Sénégal', mobileCode: '221', countryCode: 'SN' },
  { name: 'Égypte', mobileCode: '20', countryCode: 'EG' },
  { name: 'Cameroun', mobileCode: '237', countryCode: 'CM' },
  { name: 'Canada', mobileCode: '1', countryCode: 'CA' },
  { name: 'États-Unis', mobileCode: '1', countryCode: 'US' },
];

afterEach(cleanup);

function setup(opts: { value?: string; countryCode?: string; answer?: () => ReturnType<typeof ok> } = {}) {
  const answers: Answers = { [PATH]: opts.answer ?? (() => ok(CODES)) };
  const onSelect = vi.fn();
  const r = renderInShell(
    <WithOpener>
      {(open, close) => (
        <AreaCodePicker open={open} value={opts.value} countryCode={opts.countryCode} onSelect={onSelect} onClose={close} />
      )}
    </WithOpener>,
    { answers },
  );
  return { ...r, onSelect };
}

const row = (name: string) => {
  const found = $$(sheet()!, '[data-picker-row]').find((r) => r.textContent?.includes(name));
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('AreaCodePicker', () => {
  it('asks nothing until opened, then asks silently for the language’s codes and shows a labelled modal', async () => {
    const s = setup();
    await flush();
    expect(s.calls).toEqual([]);
    expect(sheet()).toBeNull();

    openPicker(s.host);
    await flush();
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]?.body).toEqual({ languageId: 'en' });
    expect(s.calls[0]?.opts?.silent).toBe(true);

    const dialog = sheet()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('pickers.areaCodeTitle');
    expect(document.activeElement).toBe(title);
    // In the app box, not inside the scrolling page that holds the opener.
    expect(dialog.parentElement?.classList.contains('mkt-app')).toBe(true);
    expect(dialog.closest('.mkt-page')).toBeNull();

    expect(shownGroups(dialog)).toEqual([
      ['C', ['Cameroun+237', 'Canada+1', "Côte d'Ivoire+225"]],
      ['E', ['Égypte+20', 'États-Unis+1']],
      ['S', ['Sénégal+221']],
    ]);
    expect($$(dialog, '.mkt-picker-index button').map((b) => b.textContent)).toEqual(['C', 'E', 'S']);
  });

  it('searches by name (accents ignored) and by code, and says when nothing matches', async () => {
    const s = setup();
    openPicker(s.host);
    await flush();
    const input = $<HTMLInputElement>(sheet()!, 'input[type="search"]');
    expect(input.labels?.[0]?.textContent).toBe('pickers.areaCodeSearch');

    typeInto(input, 'cote d');
    expect(shownGroups(sheet()!)).toEqual([['C', ["Côte d'Ivoire+225"]]]);
    expect($(sheet()!, '.mkt-picker-search [role="status"]').textContent).toBe('pickers.results{"n":1}');

    typeInto(input, '+1');
    expect(shownGroups(sheet()!)).toEqual([['C', ['Canada+1']], ['E', ['États-Unis+1']]]);

    typeInto(input, '22');
    expect(shownGroups(sheet()!)).toEqual([['C', ["Côte d'Ivoire+225"]], ['S', ['Sénégal+221']]]);

    typeInto(input, 'zzz');
    expect($$(sheet()!, '[data-picker-row]')).toEqual([]);
    expect(sheet()!.textContent).toContain('pickers.noMatch{"query":"zzz"}');
  });

  it('hands the chosen row to onSelect, closes, returns focus to the opener and reuses the list next time', async () => {
    const s = setup();
    const opener = openPicker(s.host);
    await flush();
    typeInto($<HTMLInputElement>(sheet()!, 'input'), 'sen');
    click(row('Sénégal'));
    expect(s.onSelect).toHaveBeenCalledWith({ name: 'Sénégal', mobileCode: '221', countryCode: 'SN' });
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(opener);

    openPicker(s.host);
    await flush();
    expect(s.calls).toHaveLength(1); // cached for this app instance and language
    expect($<HTMLInputElement>(sheet()!, 'input').value).toBe(''); // the search starts afresh
    expect($$(sheet()!, '[data-picker-row]')).toHaveLength(6);
  });

  it('marks the current code, told apart by country when codes are shared', async () => {
    const s = setup({ value: '+225' });
    openPicker(s.host);
    await flush();
    expect($$(sheet()!, '[aria-current="true"]').map((r) => r.textContent)).toEqual(["Côte d'Ivoire+225"]);
    cleanup();

    const us = setup({ value: '1', countryCode: 'US' });
    openPicker(us.host);
    await flush();
    expect($$(sheet()!, '[aria-current="true"]').map((r) => r.textContent)).toEqual(['États-Unis+1']);
    // The current row holds the list's tab stop.
    expect($$(sheet()!, '[data-picker-row][tabindex="0"]').map((r) => r.textContent)).toEqual(['États-Unis+1']);
  });

  it('shows a retry, and nothing else, when the area codes cannot be loaded', async () => {
    let fail = true;
    const s = setup({ answer: () => (fail ? { code: 5002, message: 'Maybe This is a system error', customData: null } : ok(CODES)) });
    openPicker(s.host);
    await flush();
    expect(sheet()!.textContent).toContain('pickers.loadFailed');
    expect(s.dialogs.state.get()).toEqual({ dialog: null, toasts: [] });
    expect(sheet()!.querySelector('input[type="search"]')).not.toBeNull();

    fail = false;
    click($$(sheet()!, 'button').find((b) => b.textContent === 'list.retry'));
    await flush();
    expect(s.calls).toHaveLength(2);
    expect($$(sheet()!, '[data-picker-row]')).toHaveLength(6);
  });

  it('shows the loading state while waiting', async () => {
    let release: (v: ReturnType<typeof ok>) => void = () => undefined;
    const s = setup({ answer: () => new Promise((r) => (release = r)) as unknown as ReturnType<typeof ok> });
    openPicker(s.host);
    await flush();
    expect($(sheet()!, '.mkt-picker-body[role="status"]').textContent).toBe('list.loading');
    release(ok(CODES));
    await flush();
    expect(sheet()!.querySelector('.mkt-picker-body[role="status"]')).toBeNull();
  });

  it('closes on Escape and on the back button, each time giving focus back', async () => {
    const s = setup();
    const opener = openPicker(s.host);
    await flush();
    key($(sheet()!, 'input'), 'Escape');
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(opener);

    openPicker(s.host);
    await flush();
    const back = $(sheet()!, '.mkt-picker-head button');
    expect(back.getAttribute('aria-label')).toBe('pickers.close');
    click(back);
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(s.onSelect).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the sheet', async () => {
    const s = setup();
    openPicker(s.host);
    await flush();
    const dialog = sheet()!;
    const back = $(dialog, '.mkt-picker-head button');
    const last = $$(dialog, '.mkt-picker-index button').at(-1)!;
    act(() => last.focus());
    key(last, 'Tab');
    expect(document.activeElement).toBe(back);
    key(back, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('moves through rows with the arrow keys, a typed letter and the letter index', async () => {
    const s = setup();
    openPicker(s.host);
    await flush();
    const dialog = sheet()!;
    const stops = () => $$(dialog, '[data-picker-row][tabindex="0"]');
    expect(stops().map((r) => r.textContent)).toEqual(['Cameroun+237']);

    key($(dialog, 'input'), 'ArrowDown');
    expect(document.activeElement).toBe(row('Cameroun'));
    key(row('Cameroun'), 'ArrowDown');
    expect(document.activeElement).toBe(row('Canada'));
    expect(stops()).toEqual([row('Canada')]); // the tab stop follows focus
    key(row('Canada'), 'End');
    expect(document.activeElement).toBe(row('Sénégal'));
    key(row('Sénégal'), 'Home');
    expect(document.activeElement).toBe(row('Cameroun'));
    key(row('Cameroun'), 'é');
    expect(document.activeElement).toBe(row('Égypte'));

    const index = $(dialog, 'nav.mkt-picker-index');
    expect(index.getAttribute('aria-label')).toBe('pickers.letterIndex');
    click($$(index, 'button').find((b) => b.textContent === 'S'));
    expect(document.activeElement).toBe(row('Sénégal'));
    const e = $$(index, 'button').find((b) => b.textContent === 'E')!;
    act(() => e.focus());
    key(e, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('C');
  });

  it('asks again in another language, and keeps each language’s list', async () => {
    const s = setup();
    openPicker(s.host);
    await flush();
    act(() => s.setLanguage('cn'));
    await flush();
    expect(s.calls.map((c) => c.body)).toEqual([{ languageId: 'en' }, { languageId: 'cn' }]);
    act(() => s.setLanguage('en'));
    await flush();
    expect(s.calls).toHaveLength(2);
  });

  it('closes when the route changes (a kept-alive opener stays mounted)', async () => {
    const memory = memoryLocation({ path: '/login' });
    const answers: Answers = { [PATH]: () => ok(CODES) };
    const onClose = vi.fn();
    const r = renderInShell(
      <Router hook={memory.hook}>
        <AreaCodePicker open onSelect={() => undefined} onClose={onClose} />
      </Router>,
      { answers },
    );
    await flush();
    expect(sheet()).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    act(() => memory.navigate('/index'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(r.host).toBeTruthy();
  });
});
