// Every side effect of a mount registers its undo here (issue 4 "SDK" 2: unmount undoes every
// side effect: listeners, iframes, workers, sockets, timers, styles). dispose() runs the undos in
// reverse order, each isolated from the others' failures, exactly once.

export interface Disposer {
  /** Registers an undo. Added after dispose(), it runs at once. */
  add(undo: () => void): void;
  listen<K extends string>(target: EventTarget, type: K, fn: (e: Event) => void, options?: AddEventListenerOptions): void;
  /** A timer cleared by dispose(); returns its own cancel. */
  setTimeout(fn: () => void, ms: number): () => void;
  /** A child whose undos run with the parent's (or earlier, on its own dispose()). */
  child(): Disposer;
  dispose(): void;
  readonly disposed: boolean;
}

export function createDisposer(): Disposer {
  const undos: (() => void)[] = [];
  let disposed = false;
  const forget = (undo: () => void) => {
    const i = undos.indexOf(undo);
    if (i >= 0) undos.splice(i, 1);
  };
  const run = (undo: () => void) => {
    try {
      undo();
    } catch (e) {
      setTimeout(() => {
        throw e;
      }, 0);
    }
  };
  const self: Disposer = {
    add(undo) {
      if (disposed) run(undo);
      else undos.push(undo);
    },
    listen(target, type, fn, options) {
      target.addEventListener(type, fn, options);
      self.add(() => target.removeEventListener(type, fn, options));
    },
    setTimeout(fn, ms) {
      if (disposed) return () => undefined;
      const undo = () => clearTimeout(id);
      const id = setTimeout(() => {
        forget(undo);
        fn();
      }, ms);
      self.add(undo);
      return () => {
        forget(undo);
        undo();
      };
    },
    child() {
      const c = createDisposer();
      const undo = () => c.dispose();
      self.add(undo);
      // A child disposed on its own leaves no entry behind (fullscreen toggles many times).
      c.add(() => forget(undo));
      return c;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      while (undos.length) run(undos.pop()!);
    },
    get disposed() {
      return disposed;
    },
  };
  return self;
}
