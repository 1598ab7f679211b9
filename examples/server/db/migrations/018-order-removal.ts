// The payer's own order actions (spec §4 "Order actions: … remove, … delete"; spec §2
// usercenter/order ibuy, isale, details):
// - remove: the payer cancels an order still waiting for payment (state 1 → 0, fail_reason
//   'cancelled'); no column needed, payments/order-removal.ts does it;
// - delete: the payer hides a finished order (paid or failed) from their own lists. The record is
//   kept (operators, refunds and the journal still read it): hidden_at is a soft flag, set once.
//   A waiting order cannot be hidden (the check), so nothing payable ever disappears from view.
// - payments.pay_type: the method of each attempt (spec §4 payment methods), so the order's details
//   list every attempt with the method it was made with, even after the order's method changed
//   (orderListPayment). Attempts made before this migration take their order's method; null (rows
//   written without one: a zero-amount record, fixtures) reads as the order's method.
export const ORDER_REMOVAL = {
  id: '018-order-removal',
  sql: `
    alter table orders add column hidden_at timestamptz;
    alter table orders add constraint orders_hidden_finished check (hidden_at is null or state <> 1);

    alter table payments add column pay_type int;
    update payments p set pay_type = o.pay_type from orders o where o.order_no = p.order_no;
  `,
};
