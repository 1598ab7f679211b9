// The composer of the conversation: emoji panel, photo (from the gallery or the camera), a
// document, a text field growing to five lines, send. A refusal before sending (spec §5 "body not
// empty") shows above the field. Emoji are inserted as their bracketed name in the reader's
// language ("[Sourire]"), where the caret was, without opening the keyboard over the panel.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import { acceptOf, PICTURE_RULE } from '../kit/upload/index.js';
import { EmojiPicker } from './emoji/emoji-picker.js';
import { insertAt } from './emoji/parse-emoji.js';

export interface ComposerProps {
  /** Sends the text; returns the refusal to show, or null when it went into the outbox. */
  onSendText(text: string): string | null;
  onPickPicture(file: File): void;
  /** A document (pdf, doc, docx; spec §5 5 MB) to send; without it the composer offers none. */
  onPickDocument?(file: File): void;
}

const ICON = {
  emoji: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01',
  photo: 'M4 6h16v13H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  camera: 'M4 8h3.5L9 5.5h6L16.5 8H20v11H4zM12 16.5a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4z',
  send: 'M4 12l16-8-6 16-2.5-6.5zM11.5 13.5L20 4',
  attach: 'M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.7 1.7 0 0 1-2.4-2.4L15 7',
};

/** What the document picker offers (contract DOCUMENT: pdf, doc, docx); the server sniffs the bytes anyway. */
const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/** Most height the field grows to (five lines of 22 px and its padding). */
const MAX_HEIGHT = 132;

export function Composer({ onSendText, onPickPicture, onPickDocument }: ComposerProps) {
  const t = useT();
  const lang = useLanguage();
  const panelId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const documents = useRef<HTMLInputElement>(null);
  /** The selection when the field last had it: where an emoji goes. */
  const selection = useRef({ start: 0, end: 0 });

  const remember = () => {
    const el = field.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };

  // Grows with its text, up to five lines, then scrolls.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, MAX_HEIGHT)}px`;
  }, [value]);

  const submit = () => {
    const problem = onSendText(value);
    setError(problem ?? '');
    if (problem === null) {
      setValue('');
      selection.current = { start: 0, end: 0 };
    }
  };

  const picked = (input: HTMLInputElement | null, use: (file: File) => void = onPickPicture) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (file) {
      setError('');
      use(file);
    }
  };

  return (
    <div className="mkt-compose">
      {error && <p className="mkt-compose-error" id={errorId} role="alert">{error}</p>}
      <form
        className="mkt-compose-row"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <button type="button" className="mkt-icon-btn" aria-label={t('chat.composer.emoji')} aria-pressed={emojiOpen}
          aria-controls={panelId} aria-expanded={emojiOpen} onClick={() => setEmojiOpen((o) => !o)}>
          <Icon d={ICON.emoji} />
        </button>
        <textarea
          ref={field}
          rows={1}
          value={value}
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          enterkeyhint="send"
          {...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {})}
          onInput={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError('');
            remember();
          }}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
          onFocus={() => setEmojiOpen(false)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter breaks the line; never in the middle of an IME composition.
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="button" className="mkt-icon-btn" aria-label={t('chat.composer.photo')} onClick={() => gallery.current?.click()}>
          <Icon d={ICON.photo} />
        </button>
        <button type="button" className="mkt-icon-btn" aria-label={t('chat.composer.camera')} onClick={() => camera.current?.click()}>
          <Icon d={ICON.camera} />
        </button>
        {onPickDocument && (
          <button type="button" className="mkt-icon-btn" aria-label={t('chat.composer.file')} onClick={() => documents.current?.click()}>
            <Icon d={ICON.attach} />
          </button>
        )}
        <button type="submit" className="mkt-compose-send" aria-label={t('chat.composer.send')}>
          <Icon d={ICON.send} />
        </button>
        <input ref={gallery} type="file" accept={acceptOf(PICTURE_RULE)} hidden onChange={(e) => picked(e.currentTarget)} />
        <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={(e) => picked(e.currentTarget)} />
        {onPickDocument && <input ref={documents} type="file" accept={DOCUMENT_ACCEPT} hidden onChange={(e) => picked(e.currentTarget, onPickDocument)} />}
      </form>
      {emojiOpen && (
        <EmojiPicker
          id={panelId}
          onPick={(emoji) => {
            const { start, end } = selection.current;
            const next = insertAt(value, start, end, `[${emoji.names[lang]}]`);
            setValue(next.value);
            selection.current = { start: next.caret, end: next.caret };
          }}
        />
      )}
    </div>
  );
}
