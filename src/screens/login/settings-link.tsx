// The way to the settings for a visitor (issue: Beyond the spec, item 4): the settings index is
// open to visitors (the data saver, the language), but its entry is in the user centre, which needs
// a login; the account tab leads a visitor here, so the login page's header links to it.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';

/** A 24×24 cog (eight teeth around a hole), drawn as an outline like the header's other icons. */
const COG = 'M19.4 10.2 21.9 10.5 21.9 13.5 19.4 13.8 18.5 15.9 20.0 17.9 17.9 20.0 15.9 18.5 13.8 19.4 13.5 21.9 10.5 21.9 10.2 19.4 8.1 18.5 6.1 20.0 4.0 17.9 5.5 15.9 4.6 13.8 2.1 13.5 2.1 10.5 4.6 10.2 5.5 8.1 4.0 6.1 6.1 4.0 8.1 5.5 10.2 4.6 10.5 2.1 13.5 2.1 13.8 4.6 15.9 5.5 17.9 4.0 20.0 6.1 18.5 8.1zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';

export function SettingsLink() {
  const t = useT();
  return (
    <Link href="/usercenter/userSetting/settingIndex" className="mkt-icon-btn" aria-label={t('settings.title')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round"><path d={COG} /></svg>
    </Link>
  );
}
