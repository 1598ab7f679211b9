// How far a screen's rendering has got: 0 for its first render, then one more after each commit
// the browser painted (hooks run effects after paint), up to `last`. /index draws its first
// screenful first (header, search, first banner, menu: the largest paint) and then one section
// below per stage, so neither the first paint nor any one task waits for the whole page (issue
// "First view": LCP, and Total Blocking Time on a phone four times slower than this machine,
// where the whole rest in one render was a task of about 200 ms).
import { useEffect, useState } from 'react';

export function useStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < last) setStage(stage + 1);
  }, [stage, last]);
  return stage;
}
