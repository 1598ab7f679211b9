// Air express (spec §2 /sea; src/contract/types/air-express.ts, console-express.ts).
// - express_warehouses, express_routes: the transit warehouses (names, address and hours in each
//   language) and the routes each flies, with the tariff (FCFA per chargeable kilogram, the least
//   chargeable weight, the usual days). Seeded (seed/insert-express.ts); operators do not edit them yet.
// - parcel_categories: the kinds of goods; `forbidden` ones are refused (lithium batteries, liquids...).
// - parcels: one per sending. States forward only (statuses.PARCEL_STATE): 1 to be paid, 2 to drop
//   off, 3 received, 4 departed, 5 arrived, 6 customs, 7 out for delivery, 8 delivered, 9 closed.
//   `sender` and `receiver` are copies of the address book's entries made at creation; `declared`
//   and `measured` are { weightG, lengthCm, widthCm, heightCm }; `quote` is the price in force
//   (the declared one, replaced by the measured one on receipt). The price is paid with a payment
//   order (orders kind 'express', prefix 'ao', `payment_order_no`); a heavier measure adds a
//   supplement payment order (`supplement_order_no`) to be paid before departure. `paid_amount` is
//   what the sender has paid, less what went back.
// - parcel_events: every move, oldest first (the sender's tracking timeline and the console's history).
export const AIR_EXPRESS = {
  id: '028-air-express',
  sql: `
    create table express_warehouses (
      id text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
      names jsonb not null,
      area_id text not null references countries(id),
      city_id int not null references cities(id),
      addresses jsonb not null,
      hours jsonb not null,
      mobile_code text not null,
      phone text not null,
      sort int not null default 0
    );

    create table express_routes (
      warehouse_id text not null references express_warehouses(id),
      to_area_id text not null references countries(id),
      per_kg int not null check (per_kg > 0),
      min_chargeable_g int not null check (min_chargeable_g > 0),
      days_min int not null check (days_min > 0),
      days_max int not null check (days_max >= days_min),
      primary key (warehouse_id, to_area_id)
    );

    create table parcel_categories (
      id int primary key,
      names jsonb not null,
      notes jsonb not null default '{}',
      forbidden boolean not null default false,
      sort int not null default 0
    );

    create table parcels (
      parcel_no text primary key,
      sender_id text not null references users(id),
      state smallint not null check (state between 1 and 9),
      warehouse_id text not null references express_warehouses(id),
      to_area_id text not null references countries(id),
      sender jsonb not null,
      receiver jsonb not null,
      goods jsonb not null,
      declared jsonb not null,
      measured jsonb,
      quote jsonb not null,
      total int not null check (total > 0),
      currency text not null default 'XOF' check (currency = 'XOF'),
      payment_order_no text not null references orders(order_no),
      supplement_order_no text references orders(order_no),
      paid_amount int not null default 0 check (paid_amount >= 0),
      remark text not null default '',
      pay_by timestamptz,
      close_reason text not null default '' check (close_reason in ('', 'cancelled', 'expired')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index parcels_sender on parcels(sender_id, created_at desc);
    create index parcels_sender_state on parcels(sender_id, state, created_at desc);
    create index parcels_state on parcels(state, created_at desc);
    create unique index parcels_payment on parcels(payment_order_no);
    create unique index parcels_supplement on parcels(supplement_order_no) where supplement_order_no is not null;

    create table parcel_events (
      id bigserial primary key,
      parcel_no text not null references parcels(parcel_no),
      kind text not null,
      by_side text not null check (by_side in ('sender', 'operator', 'system')),
      operator_id text,
      place text not null default '',
      data jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index parcel_events_parcel on parcel_events(parcel_no, id);
  `,
};
