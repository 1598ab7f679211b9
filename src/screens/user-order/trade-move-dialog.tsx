// The moves that ask for something before they are made (spec §4 "Extra delivery actions: extend
// delivery time, change price"; the order states' moves of contract/trade-moves.ts): cancel and
// close (an optional reason), a dispute (a required reason), ship (courier and tracking number,
// optional for a pickup) and a price change (the new total). The fields run the shared schemas of
// contract/validation/goods-order.ts, the same the server runs; a refusal of the server shows under
// its field. The spec §8 confirm has no fields, so this is its own layer, drawn like it
// (ui-styles.ts .mkt-dialog) and held like publish-manage/paid-offer-dialog.tsx: rendered into the
// app box, focus inside, Escape and a backdrop tap close it, a route change closes it.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import type { EndpointLike } from '../../api/index.js';
import { useShell } from '../../app/use-shell.js';
import { TRADE } from '../../contract/constants.js';
import { TRADE_ORDER_STATE } from '../../contract/statuses.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import { changePriceSchema, closeTradeSchema, courierProblem, disputeSchema, shipSchema } from '../../contract/validation/goods-order.js';
import { MSG } from '../../contract/validation/messages.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useFocusTrap } from '../../ui/use-focus-trap.js';
import { useStyle } from '../../ui/use-style.js';
import { ErrorText, TextField, useForm, useFormStyle, useSubmit, type Form, type FormValues } from '../kit/form/index.js';
import { useMoney } from '../kit/money/use-money.js';
import { MOVE_CALLS } from './trade-move-calls.js';

/** The moves this dialog asks for. */
export type FormMove = 'cancel' | 'close' | 'dispute' | 'ship' | 'changePrice';

export interface AskedMove {
  move: FormMove;
  order: TradeOrder;
  /** Other orders of the caller paid with the same payment (a cancel of one cancels them all). */
  together: number;
}

const TITLES: Readonly<Record<FormMove, MessageKey>> = {
  cancel: 'tradeOrder.ask.cancelTitle',
  close: 'tradeOrder.ask.closeTitle',
  dispute: 'tradeOrder.ask.disputeTitle',
  ship: 'tradeOrder.ask.shipTitle',
  changePrice: 'tradeOrder.ask.priceTitle',
};

const CSS =
  '.mkt-tdialog{max-height:calc(100% - 16px);overflow:auto}' +
  '.mkt-tdialog h2{margin:0 0 8px;font-size:17px;line-height:1.3}' +
  '.mkt-tdialog p{margin:0 0 10px;line-height:1.45;font-size:14px;overflow-wrap:anywhere}' +
  '.mkt-tdialog .mkt-mnote{margin:0 0 10px}' +
  '.mkt-tdialog .mkt-input-row textarea{min-height:88px}' +
  '.mkt-tdialog .mkt-dialog-actions .mkt-btn{min-height:44px;padding:0 16px}';

export function TradeMoveDialog({ asked, onClose, onDone }: {
  asked: AskedMove | null;
  onClose(): void;
  onDone(next: TradeOrder): void;
}) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [host, setHost] = useState<Element | 'inline' | null>(null);
  useLayoutEffect(() => setHost(anchor.current?.closest('.mkt-app') ?? 'inline'), []);
  const layer = asked && host !== null ? <MoveForm key={`${asked.move}:${asked.order.orderNo}`} asked={asked} onClose={onClose} onDone={onDone} /> : null;
  return (
    <>
      <span ref={anchor} hidden />
      {layer && (host === 'inline' ? layer : createPortal(layer, host!))}
    </>
  );
}

type Values = { reason: string; courier: string; trackingNo: string; total: string };

/** What the move's schema reads, from the fields (the total typed as text; '' is no number). */
function requestOf(move: FormMove, orderNo: string, v: Values) {
  if (move === 'ship') return { orderNo, courier: v.courier.trim(), trackingNo: v.trackingNo.trim() };
  if (move === 'changePrice') return { orderNo, total: v.total.trim() === '' ? Number.NaN : Number(v.total.trim()) };
  return { orderNo, reason: v.reason.trim() };
}

const SCHEMAS = { cancel: closeTradeSchema, close: closeTradeSchema, dispute: disputeSchema, ship: shipSchema, changePrice: changePriceSchema } as const;

function MoveForm({ asked, onClose, onDone }: { asked: AskedMove; onClose(): void; onDone(next: TradeOrder): void }) {
  const t = useT();
  const { dialogs } = useShell();
  useFormStyle();
  useStyle('trade-move-dialog', CSS);
  const { move, order } = asked;
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLHeadingElement>(null);
  const trapTab = useFocusTrap(box, first);
  const form = useForm<Values>(SCHEMAS[move], { reason: '', courier: order.courier, trackingNo: order.trackingNo, total: '' }, {
    input: (v) => requestOf(move, order.orderNo, v),
  });
  const submit = useSubmit();
  const close = useRef(onClose);
  close.current = onClose;
  const [path] = useLocation();
  const openedAt = useRef(path);
  useEffect(() => {
    if (path !== openedAt.current) close.current();
  }, [path]);

  const send = async (e: Event) => {
    e.preventDefault();
    if (submit.busy || form.check() === null) return;
    const body = requestOf(move, order.orderNo, form.values);
    if (move === 'ship') {
      const missing = courierProblem(order.delivery, body as { courier: string; trackingNo: string });
      if (missing) {
        form.fail(missing, { key: MSG.pleaseInput });
        return;
      }
    }
    // The body is the move's own (requestOf), so the table's endpoint for `move` takes it.
    const endpoint = MOVE_CALLS[move] as unknown as EndpointLike<typeof body, TradeOrder>;
    const reply = await submit.run(endpoint, body, form as unknown as Form<FormValues>);
    if (!reply) return;
    dialogs.toast(t(`tradeOrder.moved.${move}`));
    onDone(reply.data);
  };

  return (
    <div className="mkt-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} className="mkt-dialog mkt-tdialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-move={move}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          } else trapTab(e as unknown as KeyboardEvent);
        }}>
        <form className="mkt-form" noValidate onSubmit={(e) => void send(e as unknown as Event)}>
          <h2 id={titleId} ref={first} tabIndex={-1}>{t(TITLES[move])}</h2>
          <MoveText asked={asked} />
          <MoveFields move={move} order={order} form={form} />
          <ErrorText error={form.formError} role="alert" />
          <div className="mkt-dialog-actions">
            <button type="button" className="mkt-btn mkt-btn-ghost" data-choice="back" onClick={onClose}>{t('tradeOrder.ask.back')}</button>
            <button type="submit" className="mkt-btn" data-choice="submit" disabled={submit.busy} aria-busy={submit.busy || undefined}>
              {t('tradeOrder.ask.submit')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** What the move does, said before it is made. */
function MoveText({ asked }: { asked: AskedMove }) {
  const t = useT();
  const { money } = useMoney();
  const { move, order, together } = asked;
  // A paid order (online, to be shipped) is refunded when it closes before shipping.
  const paid = order.state === TRADE_ORDER_STATE.toBeShipped && order.payMode === 'online';
  if (move === 'cancel') {
    return (
      <>
        <p>{t('tradeOrder.ask.cancelText')}</p>
        {paid && <p>{t('tradeOrder.ask.cancelPaid')}</p>}
        {together > 0 && <p className="mkt-mnote" role="note" data-together={together}>{t('tradeOrder.ask.cancelTogether')}</p>}
      </>
    );
  }
  if (move === 'close') return <><p>{t('tradeOrder.ask.closeText')}</p>{paid && <p>{t('tradeOrder.ask.closePaid')}</p>}</>;
  if (move === 'dispute') return <p>{t('tradeOrder.ask.disputeText')}</p>;
  if (move === 'ship') return <p>{t(order.delivery === 'pickup' ? 'tradeOrder.ask.shipPickup' : 'tradeOrder.ask.shipText')}</p>;
  return <p>{t('tradeOrder.ask.priceText', { amount: money(order.total) })}</p>;
}

function MoveFields({ move, order, form }: { move: FormMove; order: TradeOrder; form: Form<Values> }) {
  const t = useT();
  if (move === 'ship') {
    return (
      <>
        <TextField form={form} name="courier" label={t('tradeOrder.ask.courier')} placeholder={t('tradeOrder.ask.courierHint')} maxLength={TRADE.courierMax} autoComplete="off" />
        <TextField form={form} name="trackingNo" label={t('tradeOrder.ask.trackingNo')} maxLength={TRADE.trackingNoMax} autoCapitalize="characters" />
      </>
    );
  }
  if (move === 'changePrice') {
    return <TextField form={form} name="total" label={t('tradeOrder.ask.newTotal')} inputMode="numeric" placeholder={String(order.total)} maxLength={10} />;
  }
  return <ReasonField form={form} label={t(move === 'dispute' ? 'tradeOrder.ask.disputeReason' : 'tradeOrder.ask.reason')} />;
}

function ReasonField({ form, label }: { form: Form<Values>; label: string }) {
  const id = useId();
  const error = form.error('reason');
  return (
    <div className="mkt-field">
      <label htmlFor={id}>{label}</label>
      <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
        <textarea id={id} name="reason" maxLength={TRADE.remarkMax} value={form.values.reason}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined}
          onInput={(e) => form.set('reason', e.currentTarget.value)} onBlur={() => form.blur('reason')} />
      </div>
      <ErrorText id={`${id}-e`} error={error} />
    </div>
  );
}
