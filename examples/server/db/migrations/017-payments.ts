// The money side (spec §4 payment state/methods, order prefixes and states; §6 memberships and
// quota; issue "Payments": products and prices in XOF whole francs, memberships, posting chances,
// TOP, coupons, exchange codes, orders, payments, bills). Amounts are integers of francs CFA (XOF
// has no minor unit). Rules the tables carry:
// - an order's amount is computed by the server when the order is made (list price − coupon) and
//   never changes; the provider's checked amount must equal it before delivery (payments/deliver.ts);
// - orders.state only moves forward: 1 wait pay → 2 paid or 0 failed (expired, declined); delivery
//   is the single `update … where state = 1` that wins, in the transaction that grants what was
//   bought, so a duplicate notification or a concurrent one delivers nothing;
// - payments are attempts (one per redirect to the provider), each with its own transaction id;
//   payment_events keeps every provider message raw for the console.
// Bills are not a table: a bill is a paid (or failed) order, read from orders and payments.
export const PAYMENTS = {
  id: '017-payments',
  sql: `
    -- Membership levels (spec §9 "Membership tiers: individual and enterprise"; user-info.ts names
    -- 1 personal member, 2 personal premium, 3 enterprise member). rank orders them for "Cannot
    -- purchase membership lower than current level" (spec §5). free_listings: live listings per
    -- module without spending a chance (spec §6 "memberLevelId decides the publish quota");
    -- level 0 is "no membership".
    create table member_levels (
      id int primary key,
      tier text not null check (tier in ('none', 'personal', 'enterprise')),
      rank int not null,
      names jsonb not null,
      price int not null check (price >= 0),
      valid_days int not null check (valid_days >= 0),
      free_listings int not null check (free_listings >= 0),
      release_area_num int not null check (release_area_num >= 1),
      view_contacts boolean not null default false,
      view_cvs boolean not null default false,
      publish_jobs boolean not null default false,
      level_path text not null default '',
      active boolean not null default true
    );

    -- Value-added services (spec §2 valueAddedServices list/details, query memberLevelId): packages
    -- of posting chances for one module (module_id) or any (null), TOP of a listing for
    -- quantity days, refresh, and 'publish': the price of one listing published without a chance
    -- (spec §4 status 0 "not paid", paid from publish management). member_level_id: the price list a level sees (0 = everyone).
    create table commodities (
      id serial primary key,
      kind text not null check (kind in ('chances', 'top', 'refresh', 'publish')),
      module_id int,
      member_level_id int not null default 0,
      names jsonb not null,
      descriptions jsonb not null,
      quantity int not null check (quantity > 0),
      valid_days int not null check (valid_days > 0),
      price int not null check (price >= 0),
      sort int not null default 0,
      active boolean not null default true
    );
    create index commodities_list on commodities(member_level_id, module_id) where active;

    -- Order numbers: prefix (spec §4 co, mo, iko, ao; meanings ours: co commodity, mo membership,
    -- iko listing payment — publish, publish again, refresh —, ao air express) + digits.
    create table orders (
      order_no text primary key,
      prefix text not null check (prefix in ('co', 'mo', 'iko', 'ao')),
      user_id text not null references users(id),
      kind text not null check (kind in ('commodity', 'membership', 'publish', 'republish', 'refresh', 'express')),
      commodity_id int references commodities(id),
      member_level_id int references member_levels(id),
      listing_id bigint references listings(id) on delete set null,
      module_id int,
      titles jsonb not null,
      -- What was bought, as it was sold (a later change of the commodity or level changes nothing
      -- here): chances in the package, TOP days, 1 otherwise; days the purchase lasts.
      quantity int not null default 1 check (quantity > 0),
      valid_days int not null default 0 check (valid_days >= 0),
      list_amount int not null check (list_amount >= 0),
      discount int not null default 0 check (discount >= 0 and discount <= list_amount),
      amount int not null check (amount = list_amount - discount),
      currency text not null default 'XOF' check (currency = 'XOF'),
      coupon_id text,
      pay_type int not null,
      state smallint not null default 1 check (state in (0, 1, 2)),
      fail_reason text not null default '',
      return_path text not null default '',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      paid_at timestamptz,
      delivered_at timestamptz,
      refunded_amount int not null default 0 check (refunded_amount >= 0 and refunded_amount <= amount)
    );
    create index orders_user on orders(user_id, created_at desc);
    create index orders_waiting on orders(expires_at) where state = 1;
    -- One waiting publish (or publish-again) order per listing: a second payment call for the same
    -- listing reuses it (payments/orders.ts), so the listing cannot be paid for twice at once.
    create unique index orders_listing_waiting on orders(listing_id, kind) where state = 1 and kind in ('publish', 'republish');

    -- One row per attempt at the provider. status follows the provider's check, forward only:
    -- pending → accepted | refused | expired; accepted → refunded.
    create table payments (
      transaction_id text primary key,
      order_no text not null references orders(order_no),
      provider text not null,
      amount int not null check (amount >= 0),
      currency text not null,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'refused', 'expired', 'refunded')),
      payment_url text not null default '',
      payment_token text not null default '',
      method text not null default '',
      -- The return address given to the provider (our origin + the pay-confirm path + orderNo).
      return_url text not null default '',
      -- The reconciliation job (payments/reconcile.ts) asks the provider again at next_check_at,
      -- later each time (checks counts them), so a pending attempt is never forgotten.
      next_check_at timestamptz not null default now(),
      checks int not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index payments_order on payments(order_no);
    create index payments_pending on payments(next_check_at) where status = 'pending';

    -- Everything the provider said and we did, raw (console order detail).
    create table payment_events (
      id bigserial primary key,
      order_no text not null,
      transaction_id text,
      kind text not null,
      detail jsonb not null default '{}',
      at timestamptz not null default now()
    );
    create index payment_events_order on payment_events(order_no, id);

    -- Bank transfer and offline payments (spec §4 methods 4 and 8): the user uploads a proof
    -- (spec §2 order/remittance), an operator confirms or rejects it.
    create table remittances (
      order_no text primary key references orders(order_no),
      user_id text not null references users(id),
      voucher_path text not null,
      remark text not null default '',
      status text not null default 'submitted' check (status in ('submitted', 'confirmed', 'rejected')),
      reason text not null default '',
      operator_id bigint references operators(id),
      submitted_at timestamptz not null default now(),
      decided_at timestamptz
    );
    create index remittances_waiting on remittances(submitted_at) where status = 'submitted';

    -- Posting chances bought (or redeemed): spent one by one beyond the level's free listings.
    create table posting_chances (
      id bigserial primary key,
      user_id text not null references users(id),
      module_id int,
      quantity int not null check (quantity > 0),
      used int not null default 0 check (used >= 0 and used <= quantity),
      order_no text,
      granted_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index posting_chances_user on posting_chances(user_id, expires_at);

    -- TOP (issue: "listed first in its module for N days, marked").
    create table listing_boosts (
      listing_id bigint primary key references listings(id) on delete cascade,
      until timestamptz not null,
      order_no text
    );
    -- Every public list page reads the boosts running now (listings/top-boost.ts); ended ones stay
    -- (a listing's later TOP extends its row), so without this the read scans them all.
    create index listing_boosts_until on listing_boosts(until) include (order_no);

    -- Coupons (spec §4 filter 1 usable, 2 used, 3 expired, 4 all). order_no binds a coupon to the
    -- order that uses it; a failed or expired order frees it again (in its transaction).
    create table coupons (
      id text primary key,
      user_id text not null references users(id),
      names jsonb not null,
      amount int not null check (amount > 0),
      min_amount int not null default 0 check (min_amount >= 0),
      expires_at timestamptz not null,
      order_no text,
      used_at timestamptz,
      source text not null default 'operator',
      created_at timestamptz not null default now()
    );
    create index coupons_user on coupons(user_id, expires_at);
    create index coupons_order on coupons(order_no) where order_no is not null;

    -- Exchange codes (spec §2 usercenter/exchangecode): codes are stored only as their SHA-256,
    -- as passwords and tokens are, so the table cannot be read back into codes. A batch says
    -- what a code grants: {"kind":"commodity","commodityId":N} or {"kind":"coupon","amount":N,
    -- "minAmount":N,"validDays":N}.
    create table exchange_batches (
      id serial primary key,
      label text not null,
      grants jsonb not null,
      expires_at timestamptz not null,
      created_by bigint references operators(id),
      created_at timestamptz not null default now()
    );
    create table exchange_codes (
      code_hash text primary key,
      batch_id int not null references exchange_batches(id),
      redeemed_by text references users(id),
      redeemed_at timestamptz
    );
    create index exchange_codes_batch on exchange_codes(batch_id);

    insert into member_levels (id, tier, rank, names, price, valid_days, free_listings, release_area_num, view_contacts, view_cvs, publish_jobs) values
      (0, 'none', 0, '{"cn":"普通用户","en":"General user","fr":"Utilisateur"}', 0, 0, 3, 1, false, false, false),
      (1, 'personal', 1, '{"cn":"个人会员","en":"Individual member","fr":"Membre particulier"}', 5000, 30, 10, 3, true, false, false),
      (2, 'personal', 2, '{"cn":"高级个人会员","en":"Premium individual","fr":"Particulier premium"}', 12000, 90, 30, 5, true, true, false),
      (3, 'enterprise', 3, '{"cn":"企业会员","en":"Enterprise member","fr":"Membre entreprise"}', 50000, 365, 200, 999, true, true, true);

    insert into commodities (kind, module_id, member_level_id, names, descriptions, quantity, valid_days, price, sort) values
      ('chances', null, 0, '{"cn":"5次发布机会","en":"5 posting chances","fr":"5 annonces"}',
        '{"cn":"任意模块可用，30天有效","en":"Any category, valid 30 days","fr":"Toutes rubriques, valable 30 jours"}', 5, 30, 1000, 1),
      ('chances', null, 0, '{"cn":"20次发布机会","en":"20 posting chances","fr":"20 annonces"}',
        '{"cn":"任意模块可用，90天有效","en":"Any category, valid 90 days","fr":"Toutes rubriques, valable 90 jours"}', 20, 90, 3500, 2),
      ('top', null, 0, '{"cn":"置顶7天","en":"TOP for 7 days","fr":"En tête pendant 7 jours"}',
        '{"cn":"信息在其模块中排在最前并带标记","en":"Your listing first in its category, marked TOP","fr":"Votre annonce en tête de sa rubrique, marquée TOP"}', 7, 7, 2000, 3),
      ('refresh', null, 0, '{"cn":"刷新","en":"Refresh","fr":"Remonter"}',
        '{"cn":"把信息重新排到最新","en":"Moves your listing back to the newest","fr":"Replace votre annonce parmi les plus récentes"}', 1, 1, 200, 4),
      ('publish', null, 0, '{"cn":"单条发布","en":"One listing","fr":"Une annonce"}',
        '{"cn":"没有发布机会时发布这一条信息","en":"Publishes this listing when no posting chance is left","fr":"Publie cette annonce quand il ne reste plus de crédit"}', 1, 30, 500, 5),
      ('chances', null, 1, '{"cn":"20次发布机会（会员价）","en":"20 posting chances (member price)","fr":"20 annonces (prix membre)"}',
        '{"cn":"任意模块可用，90天有效","en":"Any category, valid 90 days","fr":"Toutes rubriques, valable 90 jours"}', 20, 90, 2500, 2);
  `,
};
