// The parcel form's cards (spec §2 /sea form): sender, receiver, drop-off warehouse, goods and
// measures. Each shows what the draft holds, or "choose", opens its picker, and shows the server's
// or the schema's problem about it (validation/air-express.ts names each field).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ParcelCategory, ParcelGoods, ParcelMeasures, Warehouse } from '../../contract/types/air-express.js';
import type { ShippingAddress } from '../../contract/types/goods-order.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText } from '../kit/form/index.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { addressWhere, addressWho } from '../sale-goods/address-text.js';
import { kgLabel, sizeLabel } from './parcel-texts.js';

interface CardProps {
  id: string;
  title: MessageKey;
  href: string;
  /** Something is chosen (else the card is a "choose" row). */
  filled: boolean;
  issue: string | undefined;
  children?: ReactNode;
}

/** One card: the title, "change" when filled, else a "choose" row; the issue under it. */
function Card({ id, title, href, filled, issue, children }: CardProps) {
  const t = useT();
  return (
    <section className="mkt-mcard mkt-sea-card" aria-labelledby={`mkt-sea-${id}`} data-card={id} data-filled={filled}>
      <div className="mkt-mhead">
        <h2 id={`mkt-sea-${id}`}>{t(title)}</h2>
        {filled && <Link href={href} className="mkt-btn mkt-btn-ghost mkt-sg-small" data-action={`change-${id}`}>{t('sea.form.change')}</Link>}
      </div>
      {filled ? children : (
        <Link href={href} className="mkt-sea-choose" data-action={`choose-${id}`}>
          <span>{t('sea.form.choose')}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2"><path d="M9 6l6 6-6 6" /></svg>
        </Link>
      )}
      {issue && <ErrorText error={{ key: issue }} />}
    </section>
  );
}

export function AddressCard({ id, title, href, address, issue }: { id: 'sender' | 'receiver'; title: MessageKey; href: string; address: ShippingAddress | undefined; issue?: string | undefined }) {
  return (
    <Card id={id} title={title} href={href} filled={!!address} issue={issue}>
      {address && (
        <>
          <p className="mkt-sg-who" data-address={address.addressId}>{addressWho(address)}</p>
          <p className="mkt-muted">{addressWhere(address)}</p>
        </>
      )}
    </Card>
  );
}

export function WarehouseCard({ href, warehouse, issue }: { href: string; warehouse: Warehouse | undefined; issue?: string | undefined }) {
  return (
    <Card id="warehouse" title="sea.form.warehouse" href={href} filled={!!warehouse} issue={issue}>
      {warehouse && (
        <>
          <p className="mkt-sg-who" data-warehouse={warehouse.warehouseId}>{warehouse.name}</p>
          <p className="mkt-muted">{warehouse.address}</p>
        </>
      )}
    </Card>
  );
}

export function GoodsCard({ href, goods, measures, categories, issue }: {
  href: string; goods: ParcelGoods | null; measures: ParcelMeasures | null; categories: readonly ParcelCategory[]; issue?: string | undefined;
}) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const category = goods ? categories.find((c) => c.categoryId === goods.categoryId) : undefined;
  return (
    <Card id="goods" title="sea.form.goods" href={href} filled={!!goods && !!measures} issue={issue}>
      {goods && measures && (
        <>
          <p className="mkt-sg-who">{goods.name}{category ? ` · ${category.name}` : ''}</p>
          <p className="mkt-muted">{t('sea.form.goodsLine', { count: goods.quantity, value: money(goods.declaredValue) })}</p>
          <p className="mkt-muted">{`${kgLabel(measures.weightG, lang)} · ${sizeLabel(measures)}`}</p>
        </>
      )}
    </Card>
  );
}
