// A discover post's text as the console shows it (issue "Discover": posts go through the
// sensitive-word check and review): plain text with its line breaks — never HTML, the app shows it
// as text — the sensitive words the server found marked, then its hashtags and its pictures as
// thumbnails opening in full size.
import type { ReactNode } from 'react';
import { useConsole } from '../use-console.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each of `words` (as typed in the text, console-discover.ts flaggedWords) in a <mark>. */
export function FlaggedText({ text, words = [] }: { text: string; words?: readonly string[] }) {
  const wanted = words.filter((w) => w !== '');
  if (wanted.length === 0) return <p className="share-text">{text}</p>;
  // Longest first, so a word inside a longer flagged word does not split it.
  const pattern = new RegExp(`(${[...wanted].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`, 'giu');
  const lowered = new Set(wanted.map((w) => w.toLocaleLowerCase()));
  const parts: ReactNode[] = text.split(pattern).map((part, i) =>
    lowered.has(part.toLocaleLowerCase()) ? <mark key={i} className="flagged">{part}</mark> : part);
  return <p className="share-text">{parts}</p>;
}

export function Hashtags({ tags }: { tags: readonly string[] }) {
  const { t } = useConsole();
  if (tags.length === 0) return <p className="muted">{t('posts.noHashtags')}</p>;
  return <p className="hashtags">{tags.map((h) => <span key={h} className="badge lang">#{h}</span>)}</p>;
}

export function SharePictures({ pictures }: { pictures: readonly string[] }) {
  const { t } = useConsole();
  if (pictures.length === 0) return <p className="muted">{t('posts.noPictures')}</p>;
  return (
    <div className="pictures share-pictures">
      {pictures.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noopener noreferrer" aria-label={t('posts.openPicture', { n: i + 1 })}>
          <img src={src} alt="" loading="lazy" />
        </a>
      ))}
    </div>
  );
}
