// The pictures of a listing (spec §2 "Pictures", §3 fileList, §5 "Images", §9): at most 6, jpg,
// png or jpeg, from the camera or the gallery (the system picker offers both: `capture` is not
// set, which would force the camera). Each is uploaded as soon as it is picked
// (use-picture-uploads.ts), with its own progress bar, retry, remove and reorder; the pictures of
// a listing being edited are shown and kept. The form's value is the uploaded pictures only, in
// the order shown, sort 1..n; `onBusyChange` tells the form to wait while any is on its way.
import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE } from '../../../contract/constants.js';
import type { FileRef } from '../../../contract/types/common.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { useT } from '../../../ui/t-context.js';
import { ErrorText } from '../form/field-error.js';
import type { FieldError } from '../form/use-form.js';
import { PictureTile } from './picture-tile.js';
import { isBusy, sameValue, uploadedValue, type Picture, type PicturesNotice } from './pictures-state.js';
import { usePicturesStyle } from './pictures-styles.js';
import { usePictureUploads } from './use-picture-uploads.js';

export interface PictureFieldProps {
  /** uploadImg's moduleId (spec §3 module ids). */
  moduleId: number;
  /** uploadImg's areaId: the listing's country. */
  areaId: string;
  value: FileRef[];
  onChange(v: FileRef[]): void;
  onBusyChange?(busy: boolean): void;
  error?: FieldError;
  onBlur?(): void;
  label: string;
}

/** What the file input offers (extensions and MIME types: some Android pickers filter by one only). */
const ACCEPT = [...IMAGE.extensions.map((e) => `.${e}`), 'image/jpeg', 'image/png'].join(',');

const NOTICE_KEY: Record<PicturesNotice, MessageKey> = { fileType: 'errors.fileType', imagesLimit: 'validation.imagesLimit' };

/** After a move or a removal the pressed button's tile moved or went: where focus goes next. */
type FocusTarget = { key: string; button: 'earlier' | 'later' | 'remove' } | { key: 'add' };

export function PictureField({ moduleId, areaId, value, onChange, onBusyChange, error, onBlur, label }: PictureFieldProps) {
  const t = useT();
  usePicturesStyle();
  const id = useId();
  const { state, pick, retry, remove, move } = usePictureUploads(moduleId, areaId, value);
  const input = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const [focusNext, setFocusNext] = useState<FocusTarget | null>(null);
  const [said, setSaid] = useState('');
  const { items, notice } = state;

  // The form hears of uploaded pictures only, and only when their list or order changed.
  const uploaded = uploadedValue(state);
  const emitted = useRef<FileRef[]>(value);
  useEffect(() => {
    if (sameValue(uploaded, emitted.current) || sameValue(uploaded, value)) return;
    emitted.current = uploaded;
    onChange(uploaded);
  });
  const busy = isBusy(state);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy === wasBusy.current) return;
    wasBusy.current = busy;
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  useEffect(() => {
    if (!focusNext || !grid.current) return;
    const tile = (button: string) => grid.current?.querySelector<HTMLElement>(`[data-key="${focusNext.key}"] .mkt-pics-${button}:not(:disabled)`);
    const el = 'button' in focusNext ? tile(focusNext.button) ?? tile('remove') : grid.current.querySelector<HTMLElement>('.mkt-pics-add');
    el?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const onMove = (p: Picture, n: number, by: -1 | 1) => {
    move(p.key, by);
    setFocusNext({ key: p.key, button: by < 0 ? 'earlier' : 'later' });
    setSaid(t('pictures.moved', { n: n + by }));
  };
  const onRemove = (i: number) => {
    const p = items[i]!;
    remove(p.key);
    const neighbour = items[i + 1] ?? items[i - 1];
    setFocusNext(neighbour ? { key: neighbour.key, button: 'remove' } : { key: 'add' });
    setSaid(t('pictures.removed'));
    onBlur?.();
  };

  const problems = items
    .map((p, i) => (p.status === 'failed' && p.error ? { key: p.key, n: i + 1, error: p.error } : null))
    .filter((x) => x !== null);
  const messageOf = (e: FieldError) => ('text' in e ? e.text : t(e.key as MessageKey, e.values));
  const compressing = items.some((p) => p.status === 'compressing');
  const describedBy = [error ? `${id}-e` : `${id}-h`, problems.length ? `${id}-p` : ''].filter(Boolean).join(' ');

  return (
    <div className="mkt-field" role="group" aria-labelledby={`${id}-l`} aria-describedby={describedBy}>
      <span id={`${id}-l`} className="mkt-pics-label">{label}</span>
      <input
        ref={input}
        className="mkt-pics-file"
        type="file"
        multiple
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) pick(files);
          onBlur?.();
        }}
      />
      <ul ref={grid} className="mkt-pics-grid">
        {items.map((p, i) => (
          <PictureTile key={p.key} picture={p} n={i + 1} count={items.length}
            onRetry={() => retry(p.key)} onRemove={() => onRemove(i)} onMove={(by) => onMove(p, i + 1, by)} />
        ))}
        {items.length < IMAGE.maxCount && (
          <li>
            <button type="button" className="mkt-pics-add" onClick={() => input.current?.click()}>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round"><path d="M12 5v14M5 12h14" /></svg>
              {t('pictures.add')}
              {/* Figures only, the same in every language. */}
              <small>{items.length} / {IMAGE.maxCount}</small>
            </button>
          </li>
        )}
      </ul>
      {problems.length > 0 && (
        <ul id={`${id}-p`} className="mkt-pics-problems" role="alert">
          {problems.map((p) => <li key={p.key}>{t('pictures.failed', { n: p.n, message: messageOf(p.error) })}</li>)}
        </ul>
      )}
      {notice && <p className="mkt-pics-notice" role="alert">{t(NOTICE_KEY[notice], { max: IMAGE.maxCount })}</p>}
      {error ? <ErrorText id={`${id}-e`} error={error} /> : <p id={`${id}-h`} className="mkt-pics-hint">{t('pictures.hint', { max: IMAGE.maxCount })}</p>}
      {/* Spec §5 "a compressing notice"; moves and removals said for screen readers. */}
      <p className="mkt-pics-status" role="status" aria-live="polite">{compressing ? t('errors.compressing') : <span className="mkt-pics-sr">{said}</span>}</p>
    </div>
  );
}
