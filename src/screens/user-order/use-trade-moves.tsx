// Making a move on a goods order, for the order cards of ibuy / isale and the order details
// (contract/trade-moves.ts; spec §4 trade order states and delivery actions). Confirm receipt and
// extend ask a yes/no (the spec §8 confirm); cancel, close, dispute, ship and change price open
// their dialog (trade-move-dialog.tsx); pay is the payment order's (trade-pay.tsx): `onPay` says
// where. Every move answers the order as it now stands: `onChanged` gets it.
import { useState, type ReactNode } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { TRADE } from '../../contract/constants.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import { TRADE_ORDER_STATE } from '../../contract/statuses.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';
import { useLanguage } from '../kit/price.js';
import { MOVE_CALLS } from './trade-move-calls.js';
import { TradeMoveDialog, type AskedMove, type FormMove } from './trade-move-dialog.js';
import type { MoveButton } from './trade-view.js';

const DAY_MS = 86_400_000;

export interface TradeMoves {
  run(button: MoveButton, order: TradeOrder): Promise<void>;
  /** The order number a call runs for ('' none). */
  busy: string;
  /** The dialog layer: render it once in the screen. */
  dialog: ReactNode;
}

export function useTradeMoves(onChanged: (next: TradeOrder) => void, onPay: (order: TradeOrder) => void): TradeMoves {
  const t = useT();
  const lang = useLanguage();
  const { api } = useServices();
  const { dialogs } = useShell();
  const [busy, setBusy] = useState('');
  const [asked, setAsked] = useState<AskedMove | null>(null);

  /** Other orders to be paid with the same payment order: a cancel closes them too (the server's rule). */
  const togetherWith = async (order: TradeOrder): Promise<number> => {
    if (order.state !== TRADE_ORDER_STATE.toBePaid || !order.paymentOrderNo) return 0;
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.getTradeOrderList, { side: 'buy', state: TRADE_ORDER_STATE.toBePaid, page: { index: 1, size: 50 } }, { silent: true });
    const rows = reply.code === 200 ? reply.customData?.resultList ?? [] : [];
    return rows.filter((o) => o.paymentOrderNo === order.paymentOrderNo && o.orderNo !== order.orderNo).length;
  };

  const yesNo = async (button: MoveButton, order: TradeOrder) => {
    const move = button.move as 'confirm' | 'extend';
    const text = move === 'confirm'
      ? `${t('tradeOrder.ask.confirmTitle')}\n${t('tradeOrder.ask.confirmText')}`
      : `${t('tradeOrder.ask.extendTitle')}\n${t('tradeOrder.ask.extendText', {
        before: formatTime(order.receiveBy, lang),
        date: formatTime(new Date(Date.parse(order.receiveBy) + TRADE.extendDays * DAY_MS).toISOString(), lang),
      })}`;
    if (!(await dialogs.confirm(text, { cancel: true }))) return;
    setBusy(order.orderNo);
    try {
      const reply = await api.call(MOVE_CALLS[move], { orderNo: order.orderNo });
      if (reply.code !== 200 || !reply.customData) return;
      dialogs.toast(t(`tradeOrder.moved.${move}`));
      onChanged(reply.customData);
    } finally {
      setBusy('');
    }
  };

  return {
    busy,
    async run(button, order) {
      if (button.ask === 'pay') return onPay(order);
      if (button.ask === 'confirm') return yesNo(button, order);
      setBusy(order.orderNo);
      try {
        const together = button.move === 'cancel' ? await togetherWith(order) : 0;
        setAsked({ move: button.move as FormMove, order, together });
      } finally {
        setBusy('');
      }
    },
    dialog: (
      <TradeMoveDialog asked={asked} onClose={() => setAsked(null)}
        onDone={(next) => {
          setAsked(null);
          onChanged(next);
        }} />
    ),
  };
}
