// /appDownloadPage (spec §1 "An app download page offers store links: a store page, a
// server-provided installer file and an iOS store link"; spec §7 "app download by appType 2
// (appFilePath)"). The store and iOS links come with the same reply (AppDownload.storeUrl,
// iosUrl: ours). The back button returns to /index.
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { APP_DOWNLOAD_TYPE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AppDownload } from '../../contract/types/lookups.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useCall } from '../kit/use-call.js';
import { Icon, type IconName } from '../home/icons.js';
import { useAppDownloadStyle } from './app-download-styles.js';

const REQUEST = { appType: APP_DOWNLOAD_TYPE };
const PERKS: readonly MessageKey[] = ['home.appDownload.perkChat', 'home.appDownload.perkPublish', 'home.appDownload.perkAlerts'];

/** Only web addresses are offered as links (the reply is data, not trusted markup). */
const webUrl = (value: string | undefined): string | null => (value && /^https?:\/\//i.test(value) ? value : null);

interface StoreLink {
  href: string;
  icon: IconName;
  small: MessageKey;
  label: MessageKey;
  file?: boolean;
}

function storeLinks(data: AppDownload, media: (path: string) => string): StoreLink[] {
  const links: StoreLink[] = [];
  const store = webUrl(data.storeUrl);
  const ios = webUrl(data.iosUrl);
  const file = data.appFilePath ? media(data.appFilePath) : '';
  if (store) links.push({ href: store, icon: 'play', small: 'home.appDownload.storeSmall', label: 'home.appDownload.store' });
  if (ios) links.push({ href: ios, icon: 'phone', small: 'home.appDownload.iosSmall', label: 'home.appDownload.ios' });
  if (file) links.push({ href: file, icon: 'download', small: 'home.appDownload.fileSmall', label: 'home.appDownload.file', file: true });
  return links;
}

export default function AppDownloadScreen(_props: ScreenProps) {
  useKitStyle();
  useAppDownloadStyle();
  const t = useT();
  const { media } = useServices();
  const { state, retry } = useCall(ENDPOINTS.getAppDownload, REQUEST, 'app');
  const links = state.status === 'ok' ? storeLinks(state.data, media) : [];

  return (
    <div className="mkt-dl">
      <header className="mkt-head">
        <Link href="/index" className="mkt-icon-btn" aria-label={t('app.backHome')}>
          <Icon name="back" />
        </Link>
        <h1>{t('home.appDownload.title')}</h1>
      </header>
      <div className="mkt-dl-hero">
        <span className="mkt-dl-mark">
          <Icon name="store" />
        </span>
        <h2>{t('home.appDownload.heading')}</h2>
        <p>{t('home.appDownload.intro')}</p>
      </div>
      <div className="mkt-dl-card">
        {state.status === 'loading' && (
          <div className="mkt-dl-links" role="status">
            <span className="mkt-sr">{t('list.loading')}</span>
            <span className="mkt-skel mkt-dl-skel" />
            <span className="mkt-skel mkt-dl-skel" />
          </div>
        )}
        {state.status === 'error' && (
          <button type="button" className="mkt-list-foot mkt-list-retry" onClick={retry}>
            {t('list.requestFailed')}
          </button>
        )}
        {state.status === 'ok' && links.length === 0 && <p className="mkt-dl-none">{t('home.appDownload.none')}</p>}
        {links.length > 0 && (
          <ul className="mkt-dl-links">
            {links.map((l) => (
              <li key={l.label}>
                <a
                  className={l.file ? 'mkt-dl-btn mkt-dl-btn-file' : 'mkt-dl-btn'}
                  href={l.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={l.file ? '' : undefined}
                >
                  <Icon name={l.icon} />
                  <span>
                    <small>{t(l.small)}</small>
                    <strong>{t(l.label)}</strong>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {links.some((l) => l.file) && <p className="mkt-dl-hint">{t('home.appDownload.fileHint')}</p>}
      </div>
      <ul className="mkt-dl-perks">
        {PERKS.map((key) => (
          <li key={key}>
            <Icon name="check" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
