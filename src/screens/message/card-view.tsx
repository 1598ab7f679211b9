// A listing card in the conversation (spec §3 "Chat card": title, first 20 characters of the
// content, picture; for house the price with currency and cycle, for business the cycle and the
// service time). Tapping it opens the listing's details (spec §2 details route of its module).
import { JOBS, LIMITS, MODULE_ID } from '../../contract/constants.js';
import type { ChatCard } from '../../contract/types/chat.js';
import { adLinkTarget } from '../../links/ad-link.js';
import { IDENTITY_LIST } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { detailsHref } from '../kit/links.js';
import { Price } from '../kit/price.js';

/**
 * The details route of the card's listing; null for a module id no listing module has. A CV sent
 * in the chat (spec §3 "sendResume": recruitment, an "RIR" id) opens the CV, as its ad link does.
 */
export function cardHref(card: ChatCard): string | null {
  if (card.moduleId === MODULE_ID.recruitment && card.serviceId.startsWith(JOBS.resumeIdPrefix)) {
    const target = adLinkTarget(`${card.moduleId}|${card.serviceId}`);
    return target.kind === 'route' ? target.path : null;
  }
  const module = IDENTITY_LIST.find((m) => m.moduleId === card.moduleId);
  return module ? detailsHref(module, { serviceId: card.serviceId, title: card.title }) : null;
}

export function CardView({ card, onOpen }: { card: ChatCard; onOpen(href: string): void }) {
  const t = useT();
  const href = cardHref(card);
  const body = (
    <>
      <Img src={card.imgPath} alt="" ratio="1" thumb saver="load" />
      <span className="mkt-card-body">
        <span className="mkt-card-title">{card.title}</span>
        {/* The preview is cut at 20 characters (spec §9): a full one says there is more. */}
        {card.content && <span className="mkt-card-text">{card.content}{[...card.content].length >= LIMITS.chatCardPreview ? '…' : ''}</span>}
        {card.price !== undefined && <Price amount={card.price} flag={card.priceFlag} cycle={card.billingCycle} />}
        {card.price === undefined && card.billingCycle && <span className="mkt-card-text">{card.billingCycle}</span>}
        {card.serviceTime !== undefined && <span className="mkt-card-text">{t('chat.card.serviceTime', { count: card.serviceTime })}</span>}
      </span>
    </>
  );
  if (!href) return <span className="mkt-card" data-card={card.serviceId}>{body}</span>;
  return (
    <a
      className="mkt-card"
      href={href}
      data-card={card.serviceId}
      aria-label={t('chat.card.open', { title: card.title })}
      onClick={(e) => {
        // The router's navigation, so embedded modes (memory or hash location) work as well.
        e.preventDefault();
        onOpen(href);
      }}
    >
      {body}
    </a>
  );
}
