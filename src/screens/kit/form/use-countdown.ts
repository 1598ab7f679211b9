// Seconds left of the send-code wait (spec §4 "Send-code button: disabled with a 60-second
// countdown after a successful send"; §9 60 s). Counted from an end time, not by ticks, so a
// throttled background tab still shows the right number when it comes back.
import { useEffect, useState } from 'react';

export function useCountdown(): [left: number, start: (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    // Wake at the next whole second of the count.
    const timer = setTimeout(() => setNow(Date.now()), (endsAt - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return [left, (seconds) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }];
}
