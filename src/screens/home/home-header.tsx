// The top of /index (spec §2 "Top level"): country dropdown, download button (/appDownloadPage),
// publish button (/common/quickpublish), and the search box that opens the article list with
// keyWords. The search row sticks to the top while the page scrolls.
import { useState } from 'react';
import { Link } from 'wouter';
import { useShell } from '../../app/use-shell.js';
import { useT } from '../../ui/t-context.js';
import { CountrySelect } from './country-select.js';
import { Icon } from './icons.js';

/** Spec §2: "search box (goes to the article list with keyWords)". */
export function searchPath(text: string): string {
  const keyWords = text.trim();
  return keyWords ? `/article/list?${new URLSearchParams({ keyWords })}` : '/article/list';
}

export function HomeHeader() {
  const t = useT();
  return (
    <header className="mkt-home-top">
      <div className="mkt-home-bar">
        <CountrySelect />
        <span className="mkt-home-spacer" />
        <Link href="/appDownloadPage" className="mkt-icon-btn" aria-label={t('home.download')}>
          <Icon name="download" />
        </Link>
        <Link href="/common/quickpublish" className="mkt-home-publish">
          <span>
            <Icon name="plus" />
            {t('home.publish')}
          </span>
        </Link>
      </div>
    </header>
  );
}

export function HomeSearch() {
  const t = useT();
  const { navigate } = useShell();
  const [text, setText] = useState('');
  return (
    <form
      className="mkt-home-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(searchPath(text));
      }}
    >
      <span className="mkt-home-search-box">
        <input
          type="search"
          name="keyWords"
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          placeholder={t('home.searchPlaceholder')}
          aria-label={t('home.search')}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
        />
        <button type="submit" className="mkt-icon-btn" aria-label={t('home.search')}>
          <Icon name="search" />
        </button>
      </span>
    </form>
  );
}
