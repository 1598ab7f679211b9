// The conversation's header: back to the list, the other party (avatar and name), and a menu with
// report and block (or unblock) when the conversation is with a user.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useBack } from '../kit/use-back.js';

export interface HeaderAction {
  key: string;
  label: string;
  danger?: boolean;
  run(): void;
}

export function ChatHeader({ name, avatar, actions }: { name: string; avatar: string; actions: readonly HeaderAction[] }) {
  const t = useT();
  const back = useBack();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Closes on a tap elsewhere or Escape (focus back on the menu button).
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    <header className="mkt-head">
      <Link href="/message/list" className="mkt-icon-btn" aria-label={t('chat.back')} onClick={back}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </Link>
      <div className="mkt-chat-who">
        {/* No picture (new accounts, an operator of customer service): their first letter, not an empty grey disc. */}
        {avatar ? <Img src={avatar} alt="" ratio="1" thumb saver="load" /> : <span className="mkt-chat-initial" aria-hidden="true">{[...name.trim()][0]?.toUpperCase() ?? '?'}</span>}
        <h1>{name}</h1>
      </div>
      {actions.length > 0 && (
        <div ref={box} onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            toggle.current?.focus();
          }
        }}>
          <button ref={toggle} type="button" className="mkt-icon-btn" aria-label={t('chat.menu.open')} aria-haspopup="menu"
            aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <circle cx="12" cy="5" r="1.8" /><circle cx="12" cy="12" r="1.8" /><circle cx="12" cy="19" r="1.8" />
            </svg>
          </button>
          {open && (
            <ul className="mkt-chat-menu" id={menuId} role="menu">
              {actions.map((a) => (
                <li key={a.key} role="none">
                  <button type="button" role="menuitem" data-action={a.key} {...(a.danger ? { 'data-danger': 'true' } : {})}
                    onClick={() => {
                      setOpen(false);
                      a.run();
                    }}>
                    {a.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </header>
  );
}
