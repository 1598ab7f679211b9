// False for a screen's first render, true from the next task on (effects run after the browser
// painted). /index draws its first screenful first (header, search, first banner, menu: the
// largest paint) and the rest below right after, so neither the first paint nor any one task waits
// for the whole page (issue "First view": LCP and Total Blocking Time on a slow phone).
import { useEffect, useState } from 'react';

export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => setLater(true), []);
  return later;
}
