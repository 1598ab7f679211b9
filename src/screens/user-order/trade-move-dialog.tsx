// The moves that ask for something before they are made (spec §4 "Extra delivery actions: extend
// delivery time, change price"; the order states' moves of contract/trade-moves.ts): cancel and
// close (an optional reason), a dispute (a required reason), ship (courier and tracking number,
// optional for a pickup) and a price change (the new total). The fields run the shared schemas of
// contract/validation/goods-order.ts, the same the server runs; a refusal of the server shows under
// its field. The spec §8 confirm has no fields, so this is its own layer, drawn like it
// (ui-styles.ts .mkt-dialog) and held by kit/form-dialog.tsx.
import type { EndpointLike } from '../../api/index.js';
import { useShell } from '../../app/use-shell.js';
import { TRADE } from '../../contract/constants.js';
import { TRADE_ORDER_STATE } from '../../contract/statuses.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import { changePriceSchema, closeTradeSchema, courierProblem, disputeSchema, shipSchema } from '../../contract/validation/goods-order.js';
import { MSG } from '../../contract/validation/messages.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { AppLayer, FormDialog } from '../kit/form-dialog.js';
import { ErrorText, TextAreaField, TextField, useForm, useFormStyle, useSubmit, type Form, type FormValues } from '../kit/form/index.js';
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
  return <AppLayer>{asked ? <MoveForm key={`${asked.move}:${asked.order.orderNo}`} asked={asked} onClose={onClose} onDone={onDone} /> : null}</AppLayer>;
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
  const form = useForm<Values>(SCHEMAS[move], { reason: '', courier: order.courier, trackingNo: order.trackingNo, total: '' }, {
    input: (v) => requestOf(move, order.orderNo, v),
  });
  const submit = useSubmit();

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
    <FormDialog className="mkt-tdialog" data={{ 'data-move': move }} title={t(TITLES[move])} onClose={onClose} onSubmit={(e) => void send(e)}
      back={t('tradeOrder.ask.back')} submit={t('tradeOrder.ask.submit')} busy={submit.busy}>
      <MoveText asked={asked} />
      <MoveFields move={move} order={order} form={form} />
      <ErrorText error={form.formError} role="alert" />
    </FormDialog>
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
  return <TextAreaField form={form} name="reason" label={t(move === 'dispute' ? 'tradeOrder.ask.disputeReason' : 'tradeOrder.ask.reason')} maxLength={TRADE.remarkMax} />;
}
