// Products and prices (issue "Payments": "products and prices"): membership levels and value-added
// services with their price and whether they are on sale. Admins change a price or take a product
// off sale, row by row; cashiers read. Orders already made keep their amounts (the page says so).
// A price is whole francs, a multiple of 5, and 0 or at least what the provider takes (checked
// here, and again by the server).
import { useEffect, useState } from 'react';
import { MIN_ONLINE_PRICE, MONEY_MAX, MONEY_STEP, type ProductItem, type ProductList } from '../../../src/contract/console-payments.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatMoney } from '../ui/format.js';
import { textIn, wholeNumber } from '../ui/money.js';
import { refusalText, useConsole } from '../use-console.js';

const MODULE_KEY = new Map<number, string>(Object.entries(MODULE_ID).map(([k, id]) => [id, k]));

/** The price rule of the server (console-payments.ts updateProduct, product-calls.ts): '' when fine. */
const priceProblem = (n: number): string =>
  !Number.isInteger(n) || n < 0 || n > MONEY_MAX || n % MONEY_STEP !== 0 || (n > 0 && n < MIN_ONLINE_PRICE) ? 'products.priceRule' : '';

function ProductRow({ product, editable, levelName, onSaved }: {
  product: ProductItem;
  editable: boolean;
  /** A membership level's name (a member price names its level). */
  levelName(id: number): string;
  onSaved(p: ProductItem, text: string): void;
}) {
  const { t, i18n } = useConsole();
  const [price, setPrice] = useState(String(product.price));
  const [active, setActive] = useState(product.active);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const name = textIn(product.names, i18n.language);
  const value = wholeNumber(price);
  const changed = value !== product.price || active !== product.active;

  useEffect(() => {
    setPrice(String(product.price));
    setActive(product.active);
  }, [product.price, product.active]);

  const save = async () => {
    const problem = priceProblem(value);
    if (problem) return setError(t(problem, { min: MIN_ONLINE_PRICE, step: MONEY_STEP }));
    setBusy(true);
    const r = await consoleCall('updateProduct', { kind: product.kind, id: product.id, price: value, active });
    setBusy(false);
    if (!r.ok) return setError(refusalText(t, r.message, { min: MIN_ONLINE_PRICE, ...messageValues(r.customData) }));
    setError('');
    onSaved(r.data, t('products.saved', { name }));
  };

  const module = product.moduleId === null ? t('products.anyModule') : t(`modules.${MODULE_KEY.get(product.moduleId) ?? ''}`, { defaultValue: String(product.moduleId) });
  const detail = product.kind === 'level'
    ? t('products.levelDetail', { count: product.quantity, days: product.validDays })
    : t(`products.types.${product.type}`, { count: product.quantity, days: product.validDays, defaultValue: product.type });

  return (
    <tr className={product.active ? undefined : 'muted'}>
      <td>
        <strong>{name}</strong>
        <div className="muted small">{detail}</div>
      </td>
      <td className="small">
        {product.kind === 'level' ? t(`products.tiers.${product.type}`, { defaultValue: product.type }) : module}
        {product.kind === 'commodity' && product.memberLevelId ? <div className="muted">{t('products.memberPrice', { level: levelName(product.memberLevelId) })}</div> : null}
      </td>
      {editable ? (
        <>
          <td>
            <input className="price-input" inputMode="numeric" aria-label={t('products.priceOf', { name })} value={price} aria-invalid={error !== ''}
              onInput={(e) => { setPrice(e.currentTarget.value); setError(''); }} />
            {error && <div className="field-error" role="alert">{error}</div>}
          </td>
          <td>
            <label className="radio">
              <input type="checkbox" checked={active} aria-label={t('products.onSaleOf', { name })} onChange={(e) => setActive(e.currentTarget.checked)} />
              <span>{t('products.onSale')}</span>
            </label>
          </td>
          <td className="row-actions">
            <button type="button" className="btn primary" disabled={!changed || busy} onClick={() => void save()}>{t('products.save')}</button>
          </td>
        </>
      ) : (
        <>
          <td className="nowrap">{formatMoney(product.price, i18n.language)}</td>
          <td>{t(product.active ? 'products.onSale' : 'products.offSale')}</td>
        </>
      )}
    </tr>
  );
}

export default function ProductsPage() {
  const { t, i18n, operator } = useConsole();
  const editable = operator?.calls.includes('updateProduct') ?? false;
  const [list, setList] = useState<ProductList | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const load = async () => {
    const r = await consoleCall('productList');
    if (r.ok) setList(r.data);
    else setError(r.message);
  };
  useEffect(() => {
    void load();
  }, []);

  const levelName = (id: number) => {
    const level = list?.levels.find((l) => l.id === id);
    return level ? textIn(level.names, i18n.language) : String(id);
  };

  const saved = (p: ProductItem, text: string) => {
    setNotice(text);
    setList((l) => l && {
      levels: l.levels.map((x) => (x.kind === p.kind && x.id === p.id ? p : x)),
      commodities: l.commodities.map((x) => (x.kind === p.kind && x.id === p.id ? p : x)),
    });
  };

  const table = (title: string, rows: ProductItem[]) => (
    <>
      <h2>{title}</h2>
      <div className="table-wrap">
        <table className="table products-table">
          <thead>
            <tr>
              <th>{t('products.name')}</th><th>{t('products.for')}</th><th>{t('products.price')}</th><th>{t('products.state')}</th>
              {editable && <th><span className="sr-only">{t('products.save')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => <ProductRow key={`${p.kind}-${p.id}`} product={p} editable={editable} levelName={levelName} onSaved={saved} />)}
          </tbody>
        </table>
      </div>
    </>
  );

  return (
    <section className="money-page">
      <div className="queue-head">
        <h1>{t('pages.products')}</h1>
        <span className="spacer" />
        <button type="button" className="btn" onClick={() => void load()}>{t('app.refresh')}</button>
      </div>
      <div className="money-body">
        <p className="muted small">{t('products.hint')}</p>
        {!editable && <p className="muted">{t('products.readOnly')}</p>}
        {notice && <p className="notice ok" role="status">{notice}</p>}
        {error && <p className="error" role="alert">{refusalText(t, error)}</p>}
        {!list && !error && <p className="muted">{t('app.loading')}</p>}
        {list && table(t('products.levels'), list.levels)}
        {list && table(t('products.commodities'), list.commodities)}
      </div>
    </section>
  );
}
