// The mine screen's menu (spec §2 "Mine screen": publish management at
// /common/publishManage?moduleId=N, history, collection, buy package at
// /usercenter/valueAddedServices/list?memberLevelId={level}). Entries are data; what varies per
// module is read from the descriptor's `mine` block (module id, label: visa reads "buy meal").
import { Link } from 'wouter';
import type { MessageKey } from '../../i18n/keys.js';
import type { ListingModule, MineScreen } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { modulePath } from '../../modules/identities.js';

interface MenuEntry {
  id: string;
  label: MessageKey;
  href: string;
  /** 24×24 stroke icon path. */
  icon: string;
}

const BUY_LABEL: Readonly<Record<MineScreen['buyPackageLabel'], MessageKey>> = {
  buyPackage: 'saved.mine.buyPackage',
  buyMeal: 'saved.mine.buyMeal',
};

/** `from`: the mine screen itself, where "continue" leads after paying (the money screens read it). */
export const buyPackageHref = (level: number | null, from: string): string =>
  `/usercenter/valueAddedServices/list?${level === null ? '' : `memberLevelId=${level}&`}from=${encodeURIComponent(from)}`;

export function mineMenu(m: ListingModule, mine: MineScreen, level: number | null): MenuEntry[] {
  return [
    {
      id: 'publishManage',
      label: 'saved.mine.publishManage',
      href: `/common/publishManage?moduleId=${mine.publishManageModuleId}`,
      icon: 'M8 4h8M6 4h12v16H6zM9 9h6M9 13h6M9 17h3',
    },
    { id: 'history', label: 'saved.mine.history', href: modulePath(m, 'history'), icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z' },
    {
      id: 'collection',
      label: 'saved.mine.collection',
      href: modulePath(m, 'collection'),
      icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
    },
    { id: 'buy', label: BUY_LABEL[mine.buyPackageLabel], href: buyPackageHref(level, modulePath(m, 'mine')), icon: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2' },
  ];
}

export function MineMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const t = useT();
  return (
    <nav className="mkt-mine-menu" aria-label={t('saved.mine.menu')}>
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            <Link href={e.href} className="mkt-mine-item" data-entry={e.id}>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={e.icon} />
              </svg>
              <span>{t(e.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
