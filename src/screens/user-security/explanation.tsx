// What a destructive action does, said before the button (lock, delete: spec §4).
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';

export function Explanation({ intro, points }: { intro: MessageKey; points: readonly MessageKey[] }) {
  const t = useT();
  return (
    <section className="mkt-sec-card">
      <p>{t(intro)}</p>
      <ul>
        {points.map((p) => <li key={p}>{t(p)}</li>)}
      </ul>
    </section>
  );
}
