// Message text with its emoji codes drawn as images (spec §1). Plain text otherwise: never HTML.
import { useMemo } from 'react';
import { useLanguage } from '../../kit/price.js';
import { EmojiIcon } from './emoji-icon.js';
import { parseEmoji } from './parse-emoji.js';

export function EmojiText({ text }: { text: string }) {
  const lang = useLanguage();
  const segments = useMemo(() => parseEmoji(text), [text]);
  return (
    <>
      {segments.map((s, i) => (s.kind === 'text' ? s.text : <EmojiIcon key={i} emoji={s.emoji} lang={lang} />))}
    </>
  );
}
