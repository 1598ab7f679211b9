// Leading and trailing throttle: the first call runs at once, later ones at most every `ms`, and
// the last one always runs, so a scroll indicator ends where the scroll ended (spec §9: 10 ms).
export interface Throttled {
  (): void;
  cancel(): void;
}

export function throttle(fn: () => void, ms: number): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
