// One emoji drawn inline (spec §1 "small inline images"): an SVG with the emoji's name in the
// reader's language as its accessible name, sized by the surrounding text (1.25em).
import { createElement, type ReactNode } from 'react';
import type { LanguageCode } from '../../../contract/envelope.js';
import type { Art } from './emoji-art.js';
import type { Emoji } from './emoji-table.js';

const draw = (art: Art): ReactNode[] =>
  art.map(([tag, attrs, children], i) => createElement(tag, { key: i, ...attrs }, children ? draw(children) : undefined));

export function EmojiIcon({ emoji, lang, decorative = false }: { emoji: Emoji; lang: LanguageCode; decorative?: boolean }) {
  const name = emoji.names[lang];
  return (
    <svg
      className="mkt-emoji"
      viewBox="0 0 32 32"
      data-emoji={emoji.id}
      {...(decorative ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': name })}
    >
      {draw(emoji.art)}
    </svg>
  );
}
