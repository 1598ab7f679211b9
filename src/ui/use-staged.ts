// Draws a screen in parts, one frame each: part 0 with the first render, part n+1 once part n has
// been painted (after-paint.ts), up to `last`. For the parts of a page the reader may see at once
// (the details page's facts and description, below its cover and title): a phone four times slower
// than a desktop spent 110–215 ms in one render and 80–140 ms in the layout after it, each over
// Total Blocking Time's 50 ms (README "Lighthouse"); in parts, each task is a fraction of that.
// What lies a screen or more away waits for the reader instead (use-reveal.tsx).
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint.js';

export function useStaged(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    let live = true;
    void afterPaint().then(() => {
      if (live) setStage((s) => Math.min(s + 1, last));
    });
    return () => {
      live = false;
    };
  }, [stage, last]);
  return stage;
}
