// Small render harness for the ui/ and app/ tests (Preact + happy-dom).
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';

const hosts: HTMLElement[] = [];

export function mount(node: ComponentChild): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  act(() => render(node, host));
  return host;
}

export function cleanup(): void {
  for (const host of hosts.splice(0)) {
    act(() => render(null, host));
    host.remove();
  }
}

/** Lets pending promises (fetches, dynamic imports) settle and flushes the resulting renders. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

export const click = (el: Element | null | undefined) =>
  act(() => {
    if (!el) throw new Error('click: no element');
    (el as HTMLElement).click();
  });

/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Flushes until `check` stops throwing (for dynamic imports, whose timing is the loader's). */
export async function until(check: () => void, timeoutMs = 2000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await flush();
    try {
      return check();
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}
