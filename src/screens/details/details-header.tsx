// The details header (spec §2 "Back, favourite star"): back goes through history when it stays in
// the app, else to the module's list (use-back.ts); the star is a toggle button (aria-pressed).
// Share (issue: Beyond the spec, "Share a listing") sits next to the star once the listing is read.
import { Link } from 'wouter';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Icon, ICONS } from './icons.js';
import { useBack } from '../kit/use-back.js';
import { modulePath } from '../../modules/identities.js';
import { CartLink } from '../kit/cart-link.js';

export interface StarState {
  on: boolean;
  busy: boolean;
  /** Toggled offline, waiting for the network (issue: Beyond the spec, item 4). */
  pending?: boolean;
  toggle(): void;
}

export function DetailsHeader({ module, star, share }: { module: ListingModule; star?: StarState; share?: () => void }) {
  const t = useT();
  const back = useBack();
  return (
    <header className="mkt-head mkt-dt-head">
      <Link href={modulePath(module, 'list')} className="mkt-icon-btn" aria-label={t('details.back')} onClick={back}>
        <Icon d={ICONS.back} />
      </Link>
      <p className="mkt-dt-head-title">{t('details.title')}</p>
      {/* A trading module's cart (descriptor `trade`; spec §2 shopingcar). */}
      {module.trade && <CartLink module={module} />}
      {share && (
        <button type="button" className="mkt-icon-btn mkt-dt-share" aria-label={t('shareListing.share')} onClick={share}>
          <Icon d={ICONS.share} />
        </button>
      )}
      {star && (
        <button
          type="button"
          className={`mkt-icon-btn mkt-dt-star${star.on ? ' mkt-dt-star-on' : ''}${star.pending ? ' mkt-dt-star-pending' : ''}`}
          aria-pressed={star.on}
          aria-busy={star.busy}
          aria-label={star.pending ? `${t('details.favorite')} (${t('offline.favoritePending')})` : t('details.favorite')}
          onClick={star.toggle}
        >
          <Icon d={ICONS.star} filled={star.on} />
        </button>
      )}
    </header>
  );
}
