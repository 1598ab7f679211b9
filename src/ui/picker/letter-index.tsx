// The side index of letters (spec §2 "grouped by first letter"): tap or keyboard-activate a letter to
// jump to its group, or slide a finger along the column as in phone contact lists. The column
// cannot give every letter a 44 px target on a phone, so sliding is the touch path and each
// letter is still a real button for keyboards and screen readers; Up/Down move between them.
import { useState } from 'react';
import { useT } from '../t-context.js';
import { OTHER_GROUP } from './group-items.js';

export interface LetterIndexProps {
  letters: readonly string[];
  /** `focus`: move focus to the group's first row (keyboard and tap); sliding only scrolls. */
  onJump(letter: string, focus: boolean): void;
}

export function LetterIndex({ letters, onJump }: LetterIndexProps) {
  const t = useT();
  const [sliding, setSliding] = useState<string | null>(null);

  const letterAt = (nav: HTMLElement, clientY: number): string | undefined => {
    const rect = nav.getBoundingClientRect();
    if (rect.height <= 0) return undefined;
    const i = Math.floor(((clientY - rect.top) / rect.height) * letters.length);
    return letters[Math.min(letters.length - 1, Math.max(0, i))];
  };

  const slide = (e: TouchEvent) => {
    const touch = e.touches[0];
    if (!touch) return;
    const letter = letterAt(e.currentTarget as HTMLElement, touch.clientY);
    if (letter && letter !== sliding) {
      setSliding(letter);
      onJump(letter, false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...(e.currentTarget as HTMLElement).querySelectorAll('button')];
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
    e.preventDefault();
    next?.focus();
  };

  return (
    <>
      <nav
        className="mkt-picker-index"
        aria-label={t('pickers.letterIndex')}
        onTouchStart={slide}
        onTouchMove={(e) => {
          e.preventDefault();
          slide(e);
        }}
        onTouchEnd={() => setSliding(null)}
        onTouchCancel={() => setSliding(null)}
        onKeyDown={onKeyDown}
      >
        {letters.map((letter) => (
          <button
            key={letter}
            type="button"
            aria-label={letter === OTHER_GROUP ? t('pickers.other') : undefined}
            onClick={() => onJump(letter, true)}
          >
            {letter}
          </button>
        ))}
      </nav>
      {sliding && <div className="mkt-picker-bubble" aria-hidden="true">{sliding}</div>}
    </>
  );
}
