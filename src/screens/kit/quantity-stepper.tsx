// A quantity with − and + (spec §2 shopingcar/fillorder "quantity"): 40 px targets, bounded by
// [min, max] (the stock and TRADE.lineNumberMax, stores/sale-goods.ts lineMax). The number itself
// is shown, not typed: a phone keyboard would cover the bar.
import { useT } from '../../ui/t-context.js';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  /** What is counted, for the buttons' labels ("Radio"). */
  label: string;
  onChange(next: number): void;
}

export function QuantityStepper({ value, min = 1, max, disabled = false, label, onChange }: QuantityStepperProps) {
  const t = useT();
  return (
    <span className="mkt-stepper" role="group" aria-label={t('goodsCart.quantityOf', { title: label })}>
      <button type="button" aria-label={t('goodsCart.less')} disabled={disabled || value <= min} onClick={() => onChange(value - 1)} data-step="-1">−</button>
      <output aria-live="polite" data-quantity={value}>{value}</output>
      <button type="button" aria-label={t('goodsCart.more')} disabled={disabled || value >= max} onClick={() => onChange(value + 1)} data-step="1">+</button>
    </span>
  );
}

export const STEPPER_CSS =
  '.mkt-stepper{display:inline-flex;align-items:center;border:1px solid #c9c9d1;border-radius:8px;overflow:hidden}' +
  '.mkt-stepper button{width:40px;height:40px;border:0;background:#f4f4f7;font-size:20px;color:#1f1f24;cursor:pointer}' +
  '.mkt-stepper button:disabled{color:#8a8a93;cursor:default}' +
  '.mkt-stepper output{min-width:36px;text-align:center;font-size:16px;font-weight:600}';
