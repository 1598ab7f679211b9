// The emoji panel under the composer (spec §1: about 40 emoji, the last 26 flagged as new): two
// groups, classic and new, each a grid of buttons named by the emoji's name in the reader's
// language.
import { useId } from 'react';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../../kit/price.js';
import { EmojiIcon } from './emoji-icon.js';
import { EMOJI, type Emoji } from './emoji-table.js';

const GROUPS = [
  { key: 'classic', title: 'chat.emoji.classic', list: EMOJI.filter((e) => !e.isNew) },
  { key: 'new', title: 'chat.emoji.new', list: EMOJI.filter((e) => e.isNew) },
] as const;

export function EmojiPicker({ onPick, id }: { onPick(emoji: Emoji): void; id: string }) {
  const t = useT();
  const lang = useLanguage();
  const base = useId();
  return (
    <div className="mkt-emoji-panel" id={id} data-emoji-panel="true">
      {GROUPS.map((g) => (
        <section key={g.key} aria-labelledby={`${base}-${g.key}`}>
          <h2 id={`${base}-${g.key}`}>{t(g.title)}</h2>
          <ul className="mkt-emoji-grid">
            {g.list.map((e) => (
              <li key={e.id}>
                <button type="button" aria-label={e.names[lang]} title={e.names[lang]} onClick={() => onPick(e)}>
                  <EmojiIcon emoji={e} lang={lang} decorative />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
