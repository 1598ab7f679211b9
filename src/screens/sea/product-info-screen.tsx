// /sea/productinfo (spec §2 /sea productinfo): what is inside (name, kind, pieces, declared value)
// and how heavy and big it is. Kilograms are typed with a comma or a point (kg-text.ts) and sent
// as grams; the contract's schemas check it (validation/air-express.ts parcelGoodsSchema,
// measureEntries), as the server will. A forbidden kind says so at once and cannot be saved. While
// typing, parcel-price.ts (the server's own formula) tells what weight will be charged.
import * as v from 'valibot';
import { useShell } from '../../app/use-shell.js';
import { EXPRESS } from '../../contract/express-limits.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import { chargeableGrams, volumetricGrams } from '../../contract/parcel-price.js';
import type { ParcelCategory } from '../../contract/types/air-express.js';
import { measureEntries, parcelGoodsSchema } from '../../contract/validation/air-express.js';
import { MSG } from '../../contract/validation/messages.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { ErrorText, TextField, useForm, type Form } from '../kit/form/index.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { gramsOfKg, kgText, wholeOf } from './kg-text.js';
import { useParcelDraft, type ParcelDraft } from './parcel-draft.js';
import { kgLabel } from './parcel-texts.js';
import { safeFormBack, SEA } from './sea-paths.js';

type GoodsValues = {
  name: string;
  categoryId: number | null;
  quantity: string;
  declaredValue: string;
  weight: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
};

/** The goods and the measures together, each checked by its contract schema. */
const productSchema = v.object({ goods: parcelGoodsSchema, ...measureEntries });

/** A typed number the schema reads (undefined when not a number: the field's own message says so). */
const num = (n: number | null): number | undefined => n ?? undefined;

const inputOf = (x: GoodsValues) => ({
  goods: { name: x.name.trim(), categoryId: x.categoryId ?? undefined, quantity: num(wholeOf(x.quantity)), declaredValue: num(wholeOf(x.declaredValue)) },
  weightG: num(gramsOfKg(x.weight)),
  lengthCm: num(wholeOf(x.lengthCm)),
  widthCm: num(wholeOf(x.widthCm)),
  heightCm: num(wholeOf(x.heightCm)),
});

const ALIAS = { 'goods.name': 'name', 'goods.categoryId': 'categoryId', 'goods.quantity': 'quantity', 'goods.declaredValue': 'declaredValue', weightG: 'weight' };

function valuesOf(d: ParcelDraft, lang: string): GoodsValues {
  const m = d.measures;
  return {
    name: d.goods?.name ?? '',
    categoryId: d.goods?.categoryId ?? null,
    quantity: String(d.goods?.quantity ?? 1),
    declaredValue: d.goods ? String(d.goods.declaredValue) : '',
    weight: m ? kgText(m.weightG, lang) : '',
    lengthCm: m ? String(m.lengthCm) : '',
    widthCm: m ? String(m.widthCm) : '',
    heightCm: m ? String(m.heightCm) : '',
  };
}

export function ProductInfoScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const back = safeFormBack(query.get('back')) || SEA.form;
  const kinds = useCall(AIR_EXPRESS_ENDPOINTS.getParcelCategories, {}, 'parcel-categories');
  return (
    <AccountFrame title={t('sea.product.title')} fallback={back} className="mkt-sea mkt-sea-product" needsLogin={false}>
      {kinds.state.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">…</p>}
      {kinds.state.status === 'error' && <LoadError retry={kinds.retry} />}
      {kinds.state.status === 'ok' && <GoodsForm categories={kinds.state.data} back={back} />}
    </AccountFrame>
  );
}

function GoodsForm({ categories, back }: { categories: readonly ParcelCategory[]; back: string }) {
  const t = useT();
  const lang = useLanguage();
  const { navigate } = useShell();
  const { draft, update } = useParcelDraft();
  const form = useForm<GoodsValues>(productSchema, valuesOf(draft, lang), { input: inputOf, alias: ALIAS });
  const chosen = categories.find((c) => c.categoryId === form.values.categoryId);

  const save = () => {
    const parsed = form.check<typeof productSchema>();
    if (!parsed || chosen?.forbidden) {
      const first = chosen?.forbidden ? 'categoryId' : form.invalidFields()[0];
      if (first) document.querySelector(`[name="${first}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    const { goods, ...measures } = parsed;
    update({ goods, measures });
    navigate(back, { replace: true });
  };

  return (
    <form className="mkt-form mkt-mcard" noValidate onSubmit={(e) => { e.preventDefault(); save(); }}>
      <TextField form={form} name="name" label={t('sea.product.name')} placeholder={t('sea.product.nameHint')} maxLength={EXPRESS.goodsNameMax} />
      <CategoryField form={form} categories={categories} chosen={chosen} />
      <TextField form={form} name="quantity" label={t('sea.product.quantity')} inputMode="numeric" maxLength={3} />
      <TextField form={form} name="declaredValue" label={t('sea.product.value')} inputMode="numeric" maxLength={9}
        after={<span className="mkt-muted">FCFA</span>} />
      <p className="mkt-muted mkt-sea-note">{t('sea.product.valueHint', { percent: EXPRESS.insurancePercent })}</p>
      <TextField form={form} name="weight" label={t('sea.product.weight')} inputMode="text" placeholder={lang === 'fr' ? '1,5' : '1.5'}
        maxLength={8} after={<span className="mkt-muted">kg</span>} />
      <fieldset className="mkt-sea-sizes-set">
        <legend className="mkt-sg-label">{t('sea.product.sizes')}</legend>
        <div className="mkt-sea-sizes">
          <TextField form={form} name="lengthCm" label={t('sea.product.length')} inputMode="numeric" maxLength={3} />
          <TextField form={form} name="widthCm" label={t('sea.product.width')} inputMode="numeric" maxLength={3} />
          <TextField form={form} name="heightCm" label={t('sea.product.height')} inputMode="numeric" maxLength={3} />
        </div>
      </fieldset>
      <WeightHint values={form.values} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" data-action="save-goods">{t('sea.product.save')}</button>
    </form>
  );
}

/** The kinds as a list the phone shows natively; forbidden ones say so, and choosing one is refused at once. */
function CategoryField({ form, categories, chosen }: { form: Form<GoodsValues>; categories: readonly ParcelCategory[]; chosen: ParcelCategory | undefined }) {
  const t = useT();
  const error = form.error('categoryId');
  const banned = categories.filter((c) => c.forbidden);
  return (
    <div className="mkt-field" data-field="categoryId">
      <label htmlFor="mkt-sea-category">{t('sea.product.category')}</label>
      <select id="mkt-sea-category" name="categoryId" className="mkt-sea-select" value={form.values.categoryId ?? ''}
        aria-invalid={error || chosen?.forbidden ? true : undefined}
        onChange={(e) => {
          const id = Number(e.currentTarget.value);
          form.set('categoryId', Number.isInteger(id) && id > 0 ? id : null);
          form.blur('categoryId');
        }}>
        <option value="">{t('sea.form.choose')}</option>
        {categories.map((c) => (
          <option key={c.categoryId} value={c.categoryId} data-forbidden={c.forbidden}>
            {c.forbidden ? `${c.name} — ${t('sea.product.forbiddenTag')}` : c.name}
          </option>
        ))}
      </select>
      {chosen?.forbidden ? (
        <p className="mkt-sea-forbidden" role="alert" data-forbidden="true">
          <strong>{t(MSG.parcelForbidden)}</strong>
          {chosen.note && <><br />{chosen.note}</>}
        </p>
      ) : <ErrorText error={error} />}
      {chosen && !chosen.forbidden && chosen.note && <p className="mkt-sea-hint">{chosen.note}</p>}
      {banned.length > 0 && (
        <details className="mkt-sea-banned">
          <summary>{t('sea.product.forbiddenList', { count: banned.length })}</summary>
          <ul>{banned.map((c) => <li key={c.categoryId}><strong>{c.name}</strong>{c.note ? ` — ${c.note}` : ''}</li>)}</ul>
        </details>
      )}
    </div>
  );
}

/** "Volumetric weight X kg — you will be charged for Y kg", from the formula the server uses (before the route's minimum). */
function WeightHint({ values }: { values: GoodsValues }) {
  const t = useT();
  const lang = useLanguage();
  const weightG = gramsOfKg(values.weight);
  const [lengthCm, widthCm, heightCm] = [values.lengthCm, values.widthCm, values.heightCm].map(wholeOf);
  if (!weightG || !lengthCm || !widthCm || !heightCm) return null;
  const m = { weightG, lengthCm, widthCm, heightCm };
  return (
    <p className="mkt-sea-hint" data-hint="chargeable" aria-live="polite">
      {t('sea.product.hint', { volumetric: kgLabel(volumetricGrams(m), lang), charged: kgLabel(chargeableGrams(m, 0), lang) })}
    </p>
  );
}
