// The one focus trap of the modal layers (dialog, picker sheet, picture viewer): focus moves in on
// open, Tab and Shift+Tab wrap at the ends, focus returns to the opener on close.
import { useRef, useState } from 'react';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { tabStops, useFocusTrap } from '../../../src/ui/use-focus-trap.js';
import { cleanup, click, mount } from './render.js';

afterEach(cleanup);

/** A layer like the picker sheet: a heading that takes focus, stops around it, and non-stops. */
function Layer({ layerKey, onClose }: { layerKey?: string; onClose(): void }) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const trapTab = useFocusTrap(box, heading, layerKey);
  return (
    <div ref={box} role="dialog" aria-modal="true" onKeyDown={(e) => (e.key === 'Escape' ? onClose() : trapTab(e))}>
      <button type="button" id="first">close</button>
      <h2 ref={heading} tabIndex={-1}>title</h2>
      <input id="search" />
      <button type="button" tabIndex={-1}>roving row</button>
      <button type="button" disabled>disabled</button>
      <div hidden><button type="button">in a hidden part</button></div>
      <button type="button" id="last" aria-disabled="true">next</button>
    </div>
  );
}

function Page({ layerKey }: { layerKey?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" id="opener" onClick={() => setOpen(true)}>open</button>
      {open && <Layer layerKey={layerKey} onClose={() => setOpen(false)} />}
    </main>
  );
}

/** Dispatches a keydown at the focused element; returns whether the trap took the default over. */
function press(key: string, shiftKey = false): boolean {
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

const focused = () => document.activeElement?.id || document.activeElement?.tagName.toLowerCase();

describe('useFocusTrap (WAI-ARIA modal dialog pattern)', () => {
  it('focuses the initial element when the layer opens', async () => {
    const host = mount(<Page />);
    (host.querySelector('#opener') as HTMLElement).focus();
    await click(host.querySelector('#opener'));
    expect(focused()).toBe('h2');
  });

  it('counts as Tab stops only what Tab can reach', () => {
    const host = mount(<Layer onClose={() => undefined} />);
    expect(tabStops(host.querySelector('[role="dialog"]')!).map((el) => el.id)).toEqual(['first', 'search', 'last']);
  });

  it('Tab on the last stop wraps to the first; Shift+Tab on the first wraps to the last', async () => {
    const host = mount(<Page />);
    await click(host.querySelector('#opener'));
    (host.querySelector('#last') as HTMLElement).focus();
    expect(press('Tab')).toBe(true);
    expect(focused()).toBe('first');
    expect(press('Tab', true)).toBe(true);
    expect(focused()).toBe('last');
  });

  it('leaves Tab between the ends to the browser', async () => {
    const host = mount(<Page />);
    await click(host.querySelector('#opener'));
    (host.querySelector('#search') as HTMLElement).focus();
    expect(press('Tab')).toBe(false);
    expect(press('Tab', true)).toBe(false);
    expect(focused()).toBe('search');
  });

  it('gives focus back to the opener when the layer closes', async () => {
    const host = mount(<Page />);
    const opener = host.querySelector<HTMLElement>('#opener')!;
    opener.focus();
    await click(opener);
    expect(focused()).toBe('h2');
    press('Escape');
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('does not throw when the opener is gone by the time the layer closes', async () => {
    function Replacing() {
      const [step, setStep] = useState(0);
      return step === 0
        ? <button type="button" id="opener" onClick={() => setStep(1)}>open</button>
        : step === 1 ? <Layer onClose={() => setStep(2)} /> : <p>next screen</p>;
    }
    const host = mount(<Replacing />);
    host.querySelector<HTMLElement>('#opener')!.focus();
    await click(host.querySelector('#opener'));
    expect(() => press('Escape')).not.toThrow();
    expect(host.textContent).toBe('next screen');
  });

  it('takes focus again when its key changes (the next dialog in the same host)', async () => {
    const host = mount(<Keyed />);
    expect(focused()).toBe('h2');
    host.querySelector<HTMLElement>('#search')!.focus();
    await click(host.querySelector('#next'));
    expect(focused()).toBe('h2');
  });
});

function Keyed() {
  const [key, setKey] = useState('a');
  return (
    <>
      <button type="button" id="next" onClick={() => setKey('b')}>next dialog</button>
      <Layer layerKey={key} onClose={() => undefined} />
    </>
  );
}
