// The offer of a paid action where the free one was refused (paid-offer.ts): a modal with what
// happened, when the free refresh comes back, and the choices — pay for this listing (its list
// price in the locale's money format, spec §9), the packages (publish again only), or cancel. The
// spec §8 confirm has two fixed buttons; this needs a price and a third choice, so it is its own
// layer, drawn like the confirm (ui-styles.ts .mkt-dialog) and held the same way: rendered into
// the app box (as ui/picker/picker-sheet.tsx says why), focus on the main choice, Tab kept inside,
// Escape and a backdrop tap cancel, and a route change (a §8 redirect) closes it.
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { useFocusTrap } from '../../ui/use-focus-trap.js';
import { AppLayer } from '../kit/form-dialog.js';
import { useMoney } from '../kit/money/use-money.js';
import { PAID_OFFERS, type OfferChoice, type PaidKind } from './paid-offer.js';

export interface OpenOffer {
  kind: PaidKind;
  /** "Next free refresh: tomorrow at 09:30" (refresh), else ''. */
  when: string;
  /** The list price of paying for this listing; null when none is sold (then only the other choices). */
  price: number | null;
  answer(choice: OfferChoice): void;
}

export function PaidOfferDialog({ offer }: { offer: OpenOffer | null }) {
  return <AppLayer>{offer ? <Offer offer={offer} /> : null}</AppLayer>;
}

function Offer({ offer }: { offer: OpenOffer }) {
  const t = useT();
  const { money } = useMoney();
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const trapTab = useFocusTrap(box, first);
  const spec = PAID_OFFERS[offer.kind];
  const answer = useRef(offer.answer);
  answer.current = offer.answer;

  const [path] = useLocation();
  const openedAt = useRef(path);
  useEffect(() => {
    if (path !== openedAt.current) answer.current(null);
  }, [path]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      offer.answer(null);
    } else {
      trapTab(e);
    }
  };
  const pay = offer.price !== null;

  return (
    <div className="mkt-backdrop" onClick={(e) => e.target === e.currentTarget && offer.answer(null)}>
      <div
        ref={box}
        className="mkt-dialog mkt-pm-offer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-offer={offer.kind}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t(spec.title)}</h2>
        <div id={textId}>
          <p>{t(spec.text)}</p>
          {offer.when && <p className="mkt-pm-offer-when" data-next-free>{offer.when}</p>}
        </div>
        <div className="mkt-pm-offer-actions">
          {pay && (
            <button ref={first} type="button" className="mkt-btn" data-choice="pay" onClick={() => offer.answer('pay')}>
              <span>{t(spec.pay)}</span>
              {/* A space between the two: the button's accessible name reads "…listing 500 FCFA". */}
              {' '}
              <span className="mkt-pm-offer-price" data-price={offer.price}>{money(offer.price!)}</span>
            </button>
          )}
          {spec.packages && (
            <button ref={pay ? undefined : first} type="button" className={pay ? 'mkt-btn mkt-btn-ghost' : 'mkt-btn'} data-choice="packages" onClick={() => offer.answer('packages')}>
              {t('publishManage.offer.packages')}
            </button>
          )}
          <button
            ref={pay || spec.packages ? undefined : first}
            type="button"
            className="mkt-btn mkt-btn-ghost"
            data-choice="cancel"
            onClick={() => offer.answer(null)}
          >
            {t(pay || spec.packages ? 'dialog.cancel' : 'dialog.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
