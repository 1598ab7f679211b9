// Goods trade (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss;
// usercenter/order ibuy, isale; §4 trade order states; src/contract/types/goods-order.ts).
// - shipping_addresses: the address book; at most one default per user (partial unique index).
//   Addresses in Abidjan are told by landmarks, so `landmark` is required and there is no postcode.
// - cart_lines: a signed-in user's cart, kept across devices; `added_price` is the unit price when
//   the line was added, so the cart can flag a seller's price change.
// - trade_orders: one per seller of a checkout (`checkout_id` groups them). States forward only
//   (contract/trade-moves.ts): 1 to be paid, 2 to be shipped, 3 shipped, 4 completed, 5 closed.
//   The stock is taken from the goods (listings.attrs.number) in the checkout's transaction and
//   given back when an order closes before shipping. The online part of a checkout is ONE payment
//   order (orders.kind 'goods', `payment_order_no`); paying it moves its orders to be shipped, its
//   expiry closes those still to be paid. Amounts are whole francs CFA, computed by the server.
//   `address` is a copy made at order time: editing the address book never moves a parcel.
// - trade_order_lines: what was ordered, at the price it was ordered at.
// - trade_order_events: every move, oldest first (the order's history on both sides and in the
//   console).
export const GOODS_TRADE = {
  id: '027-goods-trade',
  sql: `
    alter table orders drop constraint orders_kind_check;
    alter table orders add constraint orders_kind_check
      check (kind in ('commodity', 'membership', 'publish', 'republish', 'refresh', 'express', 'goods'));

    create table shipping_addresses (
      id text primary key,
      user_id text not null references users(id),
      name text not null,
      mobile_code text not null,
      phone text not null,
      area_id text not null references countries(id),
      city_id int not null references cities(id),
      district text not null,
      street text not null default '',
      landmark text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index shipping_addresses_user on shipping_addresses(user_id, created_at desc);
    create unique index shipping_addresses_one_default on shipping_addresses(user_id) where is_default;

    create table cart_lines (
      user_id text not null references users(id),
      listing_id bigint not null references listings(id) on delete cascade,
      number int not null check (number between 1 and 99),
      added_price int not null check (added_price >= 0),
      added_at timestamptz not null default now(),
      primary key (user_id, listing_id)
    );

    create table trade_orders (
      order_no text primary key,
      checkout_id text not null,
      buyer_id text not null references users(id),
      seller_id text not null references users(id),
      state smallint not null check (state between 1 and 5),
      pay_mode text not null check (pay_mode in ('online', 'onDelivery')),
      delivery text not null check (delivery in ('delivery', 'pickup')),
      payment_order_no text references orders(order_no),
      goods_amount int not null check (goods_amount >= 0),
      delivery_fee int not null default 0 check (delivery_fee >= 0),
      total int not null check (total > 0),
      currency text not null default 'XOF' check (currency = 'XOF'),
      address jsonb,
      remark text not null default '',
      courier text not null default '',
      tracking_no text not null default '',
      pay_by timestamptz,
      paid_at timestamptz,
      shipped_at timestamptz,
      receive_by timestamptz,
      extended boolean not null default false,
      completed_at timestamptz,
      closed_at timestamptz,
      close_reason text not null default '' check (close_reason in ('', 'buyerCancelled', 'sellerClosed', 'expired', 'refunded')),
      close_note text not null default '',
      dispute_status text check (dispute_status in ('open', 'refunded', 'released')),
      dispute_reason text not null default '',
      dispute_opened_at timestamptz,
      dispute_decided_at timestamptz,
      dispute_operator_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (buyer_id <> seller_id)
    );
    create index trade_orders_buyer on trade_orders(buyer_id, created_at desc);
    create index trade_orders_buyer_state on trade_orders(buyer_id, state, created_at desc);
    create index trade_orders_seller on trade_orders(seller_id, created_at desc);
    create index trade_orders_seller_state on trade_orders(seller_id, state, created_at desc);
    create index trade_orders_payment on trade_orders(payment_order_no) where payment_order_no is not null;
    create index trade_orders_checkout on trade_orders(checkout_id);
    -- The sweep that completes shipped orders nobody disputed.
    create index trade_orders_receive_by on trade_orders(receive_by) where state = 3 and dispute_status is null;
    create index trade_orders_disputes on trade_orders(dispute_opened_at) where dispute_status = 'open';

    create table trade_order_lines (
      order_no text not null references trade_orders(order_no),
      listing_id bigint not null references listings(id),
      title text not null,
      img_path text not null default '',
      price int not null check (price >= 0),
      number int not null check (number > 0),
      primary key (order_no, listing_id)
    );

    create table trade_order_events (
      id bigserial primary key,
      order_no text not null references trade_orders(order_no),
      kind text not null,
      by_side text not null check (by_side in ('buyer', 'seller', 'operator', 'system')),
      data jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index trade_order_events_order on trade_order_events(order_no, id);
  `,
};
