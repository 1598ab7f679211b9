// The list's search bar (spec §2 "Common list screen": search bar with a back arrow to /index and a
// message icon to /message/list). Submitting sends keyWords; the field follows the applied search
// (e.g. /article/list?keyWords=… opened by the home search box pre-fills it).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';

const ICON = {
  back: 'M15 5l-7 7 7 7',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l4 4',
  message: 'M4 5h16v11H9l-5 4z',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

interface SearchHeaderProps {
  /** The search the list shows now. */
  keyWords: string;
  /** Visually hidden page heading (the module's name). */
  title: string;
  onSearch(keyWords: string): void;
  /** A module's own icon before the messages (a trading module's cart, spec §2 shopingcar). */
  extra?: ReactNode;
}

export function SearchHeader({ keyWords, title, onSearch, extra }: SearchHeaderProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(keyWords);
  // A search applied from elsewhere (query keyWords, the All reset keeps it) shows in the field.
  useEffect(() => setText(keyWords), [keyWords]);

  return (
    <header className="mkt-head mkt-list-head">
      <h1 className="mkt-sr">{title}</h1>
      <Link href="/index" className="mkt-icon-btn" aria-label={t('listScreen.back')}>
        <Icon d={ICON.back} />
      </Link>
      <form
        role="search"
        className="mkt-list-search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label className="mkt-sr" htmlFor={id}>{t('listScreen.searchLabel')}</label>
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('listScreen.searchPlaceholder')}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" className="mkt-list-search-go" aria-label={t('listScreen.search')}>
          <Icon d={ICON.search} />
        </button>
      </form>
      {extra}
      <Link href="/message/list" className="mkt-icon-btn" aria-label={t('listScreen.messages')}>
        <Icon d={ICON.message} />
      </Link>
    </header>
  );
}
