// The module menu of /index (spec §3 "homeModuleDataList": id, name, iconApp, moduleDescription):
// a two-row strip of tiles that scrolls sideways, with its own scroll indicator. Each tile opens
// its module's list (spec §2 "Menu tiles lead to /article, /land, …"); ids that name no screen
// are left out rather than shown as dead tiles.
import { useRef } from 'react';
import { Link } from 'wouter';
import type { HomeModule } from '../../contract/types/home.js';
import { moduleListPath } from '../../links/module-paths.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { ScrollIndicator } from './scroll-indicator.js';

export function ModuleMenu({ modules }: { modules: readonly HomeModule[] }) {
  const t = useT();
  const scroller = useRef<HTMLUListElement>(null);
  const tiles = modules.flatMap((m) => {
    const path = moduleListPath(m.id);
    return path ? [{ m, path }] : [];
  });
  if (tiles.length === 0) return null;
  return (
    <nav className="mkt-home-menu" aria-label={t('home.menu')}>
      <ul ref={scroller} className="mkt-home-menu-track">
        {tiles.map(({ m, path }) => (
          <li key={m.id}>
            <ModuleTile module={m} href={path} />
          </li>
        ))}
      </ul>
      <ScrollIndicator scroller={scroller} contentKey={tiles.length} />
    </nav>
  );
}

/**
 * One tile: the module's icon and name as the server's menu gives them. Also the choices of
 * /common/quickPublish, whose link waits for the publish quota check (`busy`).
 */
export function ModuleTile({ module: m, href, busy = false }: { module: HomeModule; href: string; busy?: boolean }) {
  return (
    <Link
      href={href}
      className={busy ? 'mkt-home-tile mkt-gate-busy' : 'mkt-home-tile'}
      title={m.moduleDescription || undefined}
      aria-busy={busy || undefined}
    >
      <Img src={m.iconApp} alt="" ratio="1" className="mkt-home-tile-icon" thumb saver="load" />
      <span className="mkt-home-tile-name">{m.name}</span>
    </Link>
  );
}
