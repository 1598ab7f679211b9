import { describe, expect, it, vi } from 'vitest';
import { lazy, useLazy } from '../../../src/ui/lazy.js';
import { cleanup, flush, mount } from './render.js';

describe('lazy', () => {
  it('loads once for every user, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('value');
    const l = lazy(load);
    expect(l.current()).toBeNull();
    await expect(l.get()).rejects.toThrow('offline');
    expect(l.current()).toBeNull();
    const [a, b] = await Promise.all([l.get(), l.get()]);
    expect([a, b, l.current()]).toEqual(['value', 'value', 'value']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('useLazy asks nothing until wanted, then renders the value; a loaded value shows at once', async () => {
    const load = vi.fn(async () => (() => <b>loaded</b>) as () => preact.JSX.Element);
    const l = lazy(load);
    function Show({ wanted }: { wanted: boolean }) {
      const C = useLazy(l, wanted);
      return C ? <C /> : <i>waiting</i>;
    }
    const idle = mount(<Show wanted={false} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(idle.textContent).toBe('waiting');
    const asked = mount(<Show wanted />);
    await flush();
    expect(asked.textContent).toBe('loaded');
    const again = mount(<Show wanted={false} />);
    expect(again.textContent).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
  });
});
