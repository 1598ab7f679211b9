// /common/quickPublish (spec §2 /index: "publish button (/common/quickpublish)"): choose what to
// publish. Every module that publishes (descriptor `publishes`; jobs have no descriptor yet), each
// drawn as the home menu draws it (its icon and name from getHomeInfo, home/module-menu.tsx). A
// tile links to the module's form; the publish quota guard (app/publish-gate.ts) checks the quota
// on the way, and the tile shows it is waiting meanwhile.
import { useStore } from '@nanostores/react';
import { useGatePending } from '../../app/use-gate-pending.js';
import { useServices } from '../../app/use-shell.js';
import { HOME_ENDPOINTS } from '../../contract/endpoints/home.js';
import type { HomeModule } from '../../contract/types/home.js';
import { MODULE_LIST } from '../../modules/registry.js';
import type { ListingModule } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useHomeStyle } from '../home/home-styles.js';
import { ModuleTile } from '../home/module-menu.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { modulePath } from '../../modules/identities.js';

const EMPTY = {};

/** The modules a user publishes in, in menu order. */
export const PUBLISHING_MODULES: readonly ListingModule[] = MODULE_LIST.filter((m) => m.publishes);

const QUICK_CSS =
  '.mkt-qp-body{padding:16px}' +
  '.mkt-qp-body h2{margin:0 0 4px;font-size:19px;overflow-wrap:anywhere}' +
  '.mkt-qp-body>p{margin:0 0 16px;color:var(--mkt-muted);font-size:14px;line-height:1.4;overflow-wrap:anywhere}' +
  '.mkt-qp-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;margin:0;padding:0;list-style:none}' +
  '.mkt-qp-grid .mkt-home-tile{height:100%;padding:12px 4px;background:#fff;border-radius:12px;box-shadow:0 0 0 1px #ececf0}' +
  '.mkt-qp-grid .mkt-home-tile-icon{width:48px}' +
  '.mkt-qp-grid .mkt-home-tile-name{font-size:13px}';

export default function QuickPublishScreen(_props: ScreenProps) {
  useKitStyle();
  useHomeStyle();
  useStyle('quick-publish', QUICK_CSS);
  const t = useT();
  const { stores } = useServices();
  const areaId = useStore(stores.session.areaId);
  const lang = useLanguage();
  // The home menu's own reply (the same call and key as /index: the server's reply cache answers it).
  const home = useCall(HOME_ENDPOINTS.getHomeInfo, EMPTY, `${areaId}|${lang}`);
  const menu = home.state.status === 'ok' ? home.state.data.homeModuleDataList : [];

  return (
    <div className="mkt-screen mkt-qp">
      <PageHeader title={t('quickPublish.title')} fallback="/index" />
      <div className="mkt-qp-body">
        <h2>{t('quickPublish.heading')}</h2>
        <p>{t('quickPublish.hint')}</p>
        <ul className="mkt-qp-grid" aria-label={t('quickPublish.menu')} aria-busy={home.state.status === 'loading' || undefined}>
          {PUBLISHING_MODULES.map((m) => (
            <li key={m.key} data-module={m.key}>
              <Choice module={m} tile={tileOf(m, menu, t(`listScreen.titles.${m.key}`))} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The home menu's entry of `m`, or its list title without an icon when the menu lacks it (or failed). */
export function tileOf(m: ListingModule, menu: readonly HomeModule[], title: string): HomeModule {
  return menu.find((x) => x.id === m.moduleId) ?? { id: m.moduleId, name: title, iconApp: '', moduleDescription: '' };
}

function Choice({ module, tile }: { module: ListingModule; tile: HomeModule }) {
  const href = modulePath(module, 'publish');
  return <ModuleTile module={tile} href={href} busy={useGatePending(href)} />;
}
