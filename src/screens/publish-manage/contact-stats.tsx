// What visitors did with one of the publisher's listings (issue: Beyond the spec, "counted as
// contact events the publisher sees per listing (views, reveals, calls, chats)"): a compact line of
// icons and numbers; a screen reader hears the words instead (« 12 vues, 3 appels… »).
import type { ContactStats } from '../../contract/types/contact.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { Icon, ICONS } from '../details/icons.js';

/** Each figure: its icon and its words, in the order of a visitor's path to the seller. */
const FIGURES: ReadonlyArray<{ key: keyof ContactStats; icon: string; words: MessageKey }> = [
  { key: 'views', icon: ICONS.eye, words: 'contact.stats.views' },
  { key: 'reveals', icon: ICONS.person, words: 'contact.stats.reveals' },
  { key: 'calls', icon: ICONS.phone, words: 'contact.stats.calls' },
  { key: 'whatsapp', icon: 'M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.3z', words: 'contact.stats.whatsapp' },
  { key: 'chats', icon: ICONS.chat, words: 'contact.stats.chats' },
];

const STATS_CSS =
  '.mkt-pm-stats{display:flex;flex-wrap:wrap;gap:4px 14px;margin:0;padding:0 16px 10px;color:var(--mkt-muted);font-size:13px;line-height:20px}' +
  '.mkt-pm-stats span{display:inline-flex;align-items:center;gap:4px;white-space:nowrap}' +
  '.mkt-pm-stats svg{flex:none;width:16px;height:16px}';

export function ContactStatsLine({ stats }: { stats: ContactStats }) {
  useStyle('publish-manage-stats', STATS_CSS);
  const t = useT();
  const words = FIGURES.map((f) => t(f.words, { count: stats[f.key] })).join(', ');
  return (
    <p className="mkt-pm-stats" data-stats={JSON.stringify(stats)}>
      <span className="mkt-sr">{t('contact.stats.summary', { list: words })}</span>
      {FIGURES.map((f) => (
        <span key={f.key} aria-hidden="true" data-stat={f.key} title={t(f.words, { count: stats[f.key] })}>
          <Icon d={f.icon} />
          {stats[f.key]}
        </span>
      ))}
    </p>
  );
}
