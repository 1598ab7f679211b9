// The listing's content (spec §3 content, §5 "content 20 to 10,000"): a small editor whose output
// is only the HTML the details screen shows (editor-html.ts: paragraphs, bold, italic, lists, h3),
// then cleaned by the allow-list's sanitizer as every body is (html-content.tsx, DOMPurify), so a
// paste from another site brings its words and structure but no style, class, script or picture.
// The browser's own editing commands do the editing, so undo and redo are the browser's (Ctrl+Z,
// the toolbar's buttons). The counter counts the plain text, with the same helper as the content
// rule and the server (contract/validation/plain-text.ts).
// This file sits in the publish screens' lazy chunk (it brings DOMPurify): never in /index's
// first paint (size budget, .size-limit.mjs).
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useShell } from '../../../app/use-shell.js';
import { LIMITS } from '../../../contract/constants.js';
import type { LanguageCode } from '../../../contract/envelope.js';
import { plainLength } from '../../../contract/validation/plain-text.js';
import { formatNumber } from '../../../i18n/format-price.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { useT } from '../../../ui/t-context.js';
import { ErrorText } from '../form/field-error.js';
import type { FieldError } from '../form/use-form.js';
import { sanitizeHtml } from '../../../ui/sanitize-html.js';
import { editorHtmlOf, plainToEditorHtml, toEditorHtml } from './editor-html.js';
import { useRichTextStyle } from './rich-text-styles.js';

export interface RichTextFieldProps {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  label: string;
  error?: FieldError;
  /** The editable box's id (the form scrolls to and focuses a field by it). */
  id?: string;
}

type Toggle = 'bold' | 'italic' | 'ul' | 'ol' | 'h3';
type Active = Readonly<Record<Toggle, boolean>>;
const NONE: Active = { bold: false, italic: false, ul: false, ol: false, h3: false };

/** Each toggle: its label, its browser command, and its icon (24-unit paths). */
const TOGGLES: readonly { id: Toggle; label: MessageKey; run: () => void; icon: ReactNode }[] = [
  { id: 'bold', label: 'editor.bold', run: () => command('bold'), icon: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z" /> },
  { id: 'italic', label: 'editor.italic', run: () => command('italic'), icon: <path d="M10 5h8M6 19h8M14 5l-4 14" /> },
  { id: 'ul', label: 'editor.bulleted', run: () => command('insertUnorderedList'), icon: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" /> },
  { id: 'ol', label: 'editor.numbered', run: () => command('insertOrderedList'), icon: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.3 1.3L3.5 19h3" /> },
  { id: 'h3', label: 'editor.heading', run: () => command('formatBlock', blockOf() === 'h3' ? 'p' : 'h3'), icon: <path d="M5 5v14M14 5v14M5 12h9M17.5 10.5a2 2 0 1 1 2 3.5 2 2 0 1 1-2 3.5" /> },
];
const HISTORY: readonly { label: MessageKey; command: 'undo' | 'redo'; icon: ReactNode }[] = [
  { label: 'editor.undo', command: 'undo', icon: <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" /> },
  { label: 'editor.redo', command: 'redo', icon: <path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" /> },
];

/** The browser's editing command (deprecated in name only: every engine runs it, with its undo history). */
function command(name: string, value?: string): void {
  document.execCommand(name, false, value);
}
const blockOf = (): string => String(document.queryCommandValue('formatBlock') ?? '').toLowerCase().replace(/[<>]/g, '');

function readActive(): Active {
  return {
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    ul: document.queryCommandState('insertUnorderedList'),
    ol: document.queryCommandState('insertOrderedList'),
    h3: blockOf() === 'h3',
  };
}

/** The editor's content as the field's value: the subset, then the allow-list's sanitizer. */
const valueOf = (el: HTMLElement): string => sanitizeHtml(editorHtmlOf(el));

const svg = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">{path}</svg>
);

export function RichTextField({ value, onChange, onBlur, label, error, id }: RichTextFieldProps) {
  const t = useT();
  useRichTextStyle();
  const own = useId();
  const editorId = id ?? `${own}-ed`;
  const language = useShell().i18n.language as LanguageCode;
  const editor = useRef<HTMLDivElement>(null);
  /** The last value this editor gave (or was given): a different `value` comes from outside. */
  const shown = useRef<string | null>(null);
  const [active, setActive] = useState<Active>(NONE);

  // First render, and a value from outside (a restored draft, the listing being edited).
  useLayoutEffect(() => {
    const el = editor.current;
    if (!el || value === shown.current) return;
    el.innerHTML = sanitizeHtml(toEditorHtml(value));
    shown.current = value;
  }, [value]);

  // Toolbar states follow the caret.
  useEffect(() => {
    const el = editor.current;
    if (!el) return;
    const doc = el.ownerDocument;
    const onSelection = () => {
      const sel = doc.getSelection();
      if (sel?.anchorNode && el.contains(sel.anchorNode)) setActive(readActive());
    };
    doc.addEventListener('selectionchange', onSelection);
    return () => doc.removeEventListener('selectionchange', onSelection);
  }, []);

  const emit = () => {
    const el = editor.current;
    if (!el) return;
    const html = valueOf(el);
    if (html === shown.current) return;
    shown.current = html;
    onChange(html);
  };

  const run = (action: () => void) => {
    const el = editor.current;
    if (!el) return;
    if (el.ownerDocument.activeElement !== el) el.focus();
    // Paragraphs, not divs, for new lines; tags, not style attributes, for bold and italic.
    command('defaultParagraphSeparator', 'p');
    command('styleWithCSS', 'false');
    action();
    setActive(readActive());
    emit();
  };

  const count = plainLength(value);
  const over = count > LIMITS.contentMax;
  // Figures only ("1 234 / 10 000" in French): the same words in every language, said in full by countLabel.
  const countText = `${formatNumber(count, language)} / ${formatNumber(LIMITS.contentMax, language)}`;
  const countLabel = t('editor.countLabel', { count: formatNumber(count, language), max: formatNumber(LIMITS.contentMax, language) });
  const describedBy = [`${own}-n`, error ? `${own}-e` : ''].filter(Boolean).join(' ');
  // Keeps the caret in the text: a toolbar button never takes the focus from the editor.
  const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();

  return (
    <div className="mkt-field">
      <span id={`${own}-l`} className="mkt-rte-label" onClick={() => editor.current?.focus()}>{label}</span>
      <div className={error ? 'mkt-rte mkt-invalid' : 'mkt-rte'}>
        <div className="mkt-rte-bar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={editorId}>
          {TOGGLES.map((b) => (
            <button key={b.id} type="button" aria-label={t(b.label)} title={t(b.label)} aria-pressed={active[b.id]}
              data-command={b.id} onMouseDown={keepFocus} onClick={() => run(b.run)}>
              {svg(b.icon)}
            </button>
          ))}
          <span className="mkt-rte-sep" aria-hidden="true" />
          {HISTORY.map((b) => (
            <button key={b.command} type="button" aria-label={t(b.label)} title={t(b.label)} data-command={b.command}
              onMouseDown={keepFocus} onClick={() => run(() => command(b.command))}>
              {svg(b.icon)}
            </button>
          ))}
        </div>
        <div
          ref={editor}
          id={editorId}
          className="mkt-rte-body"
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${own}-l`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          spellcheck
          onFocus={() => {
            command('defaultParagraphSeparator', 'p');
            command('styleWithCSS', 'false');
          }}
          onInput={emit}
          onBlur={() => {
            // What is shown becomes what is saved (a browser's own spellings, spans of a paste).
            const el = editor.current;
            if (el) {
              emit();
              const clean = valueOf(el);
              if (el.innerHTML !== clean) el.innerHTML = clean;
            }
            setActive(NONE);
            onBlur?.();
          }}
          onPaste={(e) => {
            const data = e.clipboardData;
            e.preventDefault();
            if (!data) return;
            const html = data.getData('text/html');
            const clean = html ? sanitizeHtml(toEditorHtml(html)) : plainToEditorHtml(data.getData('text/plain'));
            if (clean) command('insertHTML', clean);
          }}
          // Dropped content would skip the paste cleaning (and phones do not drag text).
          onDrop={(e) => e.preventDefault()}
        />
      </div>
      <div className="mkt-rte-foot">
        {error && <ErrorText id={`${own}-e`} error={error} />}
        <p id={`${own}-n`} className="mkt-rte-count" data-over={over ? '' : undefined}>
          <span aria-hidden="true">{countText}</span>
          <span className="mkt-rte-sr">{countLabel}</span>
        </p>
      </div>
    </div>
  );
}
