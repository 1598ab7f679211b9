import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../src/ui/dialog-host.js';
import { createDialogs, TOAST_MS } from '../../../src/ui/dialogs.js';
import { ToastHost } from '../../../src/ui/toast-host.js';
import { cleanup, click, flush, mount } from './render.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const key = (host: Element, k: string) =>
  act(() => {
    host.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });

describe('dialogs store', () => {
  it('alert resolves when answered; confirm resolves with the answer; dialogs queue in order', async () => {
    const d = createDialogs();
    const a = d.alert('first');
    const c = d.confirm('second', { cancel: true });
    expect(d.state.get().dialog?.message).toBe('first');
    d.answer(d.state.get().dialog!.id, true);
    await expect(a).resolves.toBeUndefined();
    expect(d.state.get().dialog).toMatchObject({ kind: 'confirm', message: 'second', cancel: true });
    d.answer(d.state.get().dialog!.id, false);
    await expect(c).resolves.toBe(false);
    expect(d.state.get().dialog).toBeNull();
  });

  it('clear() settles pending dialogs as cancelled', async () => {
    const d = createDialogs();
    const c = d.confirm('x');
    d.clear();
    await expect(c).resolves.toBe(false);
    expect(d.state.get()).toEqual({ dialog: null, toasts: [] });
  });
});

describe('DialogHost', () => {
  it('confirm without cancel has only the confirm button, ignores Escape, resolves true', async () => {
    const d = createDialogs();
    const host = mount(<DialogHost dialogs={d} />);
    const answer = d.confirm('logged out elsewhere', { cancel: false });
    await flush();
    const dialog = host.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.textContent).toContain('logged out elsewhere');
    const buttons = host.querySelectorAll('button');
    expect([...buttons].map((b) => b.textContent)).toEqual(['dialog.confirm']);
    expect(document.activeElement).toBe(buttons[0]);
    key(host, 'Escape');
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
    await click(buttons[0]);
    await expect(answer).resolves.toBe(true);
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });

  it('confirm with cancel: two buttons, primary focused, Escape cancels (false)', async () => {
    const d = createDialogs();
    const host = mount(<DialogHost dialogs={d} />);
    const answer = d.confirm('delete?', { cancel: true });
    await flush();
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['dialog.cancel', 'dialog.confirm']);
    expect(document.activeElement?.textContent).toBe('dialog.confirm');
    key(host, 'Tab');
    expect(document.activeElement?.textContent).toBe('dialog.cancel');
    key(host, 'Escape');
    await expect(answer).resolves.toBe(false);
  });

  it('the confirm button of a cancellable dialog resolves true; alert shows OK and resolves', async () => {
    const d = createDialogs();
    const host = mount(<DialogHost dialogs={d} />);
    const yes = d.confirm('sure?');
    await flush();
    await click(host.querySelectorAll('button')[1]);
    await expect(yes).resolves.toBe(true);
    const done = d.alert('saved');
    await flush();
    const ok = host.querySelectorAll('button');
    expect([...ok].map((b) => b.textContent)).toEqual(['dialog.ok']);
    await click(ok[0]);
    await expect(done).resolves.toBeUndefined();
  });
});

describe('ToastHost', () => {
  it('shows toasts one at a time in a live region and dismisses each after its time', () => {
    vi.useFakeTimers();
    const d = createDialogs();
    const host = mount(<ToastHost dialogs={d} />);
    const region = host.querySelector('[role="status"]')!;
    act(() => {
      d.toast('one');
      d.toast('two');
      d.toast('one'); // a duplicate while queued is dropped
    });
    expect(region.textContent).toBe('one');
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 10);
    });
    expect(region.textContent).toBe('one');
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(region.textContent).toBe('two');
    act(() => {
      vi.advanceTimersByTime(TOAST_MS);
    });
    expect(region.textContent).toBe('');
    expect(d.state.get().toasts).toEqual([]);
  });
});
