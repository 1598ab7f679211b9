// Discover (spec §2 /discover, /common myFans, myFocus, focus; src/contract/types/discover.ts).
// - shares: one post. `status` is statuses.SHARE_STATUS (1 reviewing, 2 published, 3 rejected,
//   4 hidden); `reason` what the author reads for 3 and 4. `submitted_at` is the last release or
//   edit (the review reads it to refuse deciding an edit it did not see); `released_at` the first
//   publication (the feed's time; null until then). `images` is [{ imgPath }] in the author's order;
//   `area_id` the author's country at release (the "nearby country" tab). kudos_num and comment_num
//   are kept by the writes that change them, in the same transaction (share_kudos and
//   share_comments are the truth; the counters let the feed read without counting).
// - share_kudos, share_favorites: one row per user and post (giving twice counts once).
// - share_comments: newest first per post; a reply names the comment and its author. Removed ones
//   (by their author, or by a moderator) are kept, `deleted`, for the reports' evidence.
// - user_follows: who follows whom (never oneself).
// - chat_reports gains the discover subjects: a report on a post (share_id) or on one of its
//   comments (comment_id). One open report per reporter and chat partner, or per reporter and
//   post or comment. Decisions gain hideShare and hideComment (console-moderation.ts).
export const DISCOVER = {
  id: '029-discover',
  sql: `
    create sequence share_ids;
    create table shares (
      id text primary key check (id ~ '^sh[0-9]{1,18}$'),
      user_id text not null references users(id),
      content text not null,
      hashtags text[] not null default '{}',
      images jsonb not null default '[]',
      listing_id bigint references listings(id),
      area_id text not null,
      status smallint not null check (status between 1 and 4),
      reason text not null default '',
      kudos_num int not null default 0 check (kudos_num >= 0),
      comment_num int not null default 0 check (comment_num >= 0),
      submitted_at timestamptz not null,
      released_at timestamptz,
      created_at timestamptz not null default now(),
      deleted boolean not null default false
    );
    create index shares_published on shares (released_at desc, id desc) where status = 2 and not deleted;
    create index shares_by_user on shares (user_id, created_at desc) where not deleted;
    create index shares_on_review on shares (submitted_at) where status = 1 and not deleted;
    create index shares_hashtags on shares using gin (hashtags);

    create table share_kudos (
      share_id text not null references shares(id),
      user_id text not null references users(id),
      created_at timestamptz not null default now(),
      primary key (share_id, user_id)
    );

    create table share_favorites (
      user_id text not null references users(id),
      share_id text not null references shares(id),
      created_at timestamptz not null default now(),
      primary key (user_id, share_id)
    );

    create sequence share_comment_ids;
    create table share_comments (
      id text primary key check (id ~ '^cm[0-9]{1,18}$'),
      share_id text not null references shares(id),
      user_id text not null references users(id),
      content text not null,
      reply_to_id text references share_comments(id),
      reply_to_user_id text references users(id),
      created_at timestamptz not null default now(),
      deleted boolean not null default false
    );
    create index share_comments_by_share on share_comments (share_id, created_at desc, id desc) where not deleted;

    create table user_follows (
      follower_id text not null references users(id),
      followee_id text not null references users(id),
      created_at timestamptz not null default now(),
      primary key (follower_id, followee_id),
      check (follower_id <> followee_id)
    );
    create index user_follows_fans on user_follows (followee_id, created_at desc);

    alter table chat_reports add column subject text not null default 'chat' check (subject in ('chat', 'share', 'comment'));
    alter table chat_reports add column share_id text references shares(id);
    alter table chat_reports add column comment_id text references share_comments(id);
    alter table chat_reports add constraint chat_reports_subject check (
      (subject = 'chat' and share_id is null and comment_id is null)
      or (subject = 'share' and share_id is not null and comment_id is null)
      or (subject = 'comment' and share_id is not null and comment_id is not null));
    drop index chat_reports_open;
    create unique index chat_reports_open on chat_reports (reporter_id, reported_user_id) where status = 'open' and subject = 'chat';
    create unique index chat_reports_open_share on chat_reports (reporter_id, share_id, coalesce(comment_id, '')) where status = 'open' and subject <> 'chat';
    alter table chat_reports drop constraint chat_reports_decision_check;
    alter table chat_reports add constraint chat_reports_decision_check
      check (decision in ('dismiss', 'warn', 'hideListing', 'hideShare', 'hideComment', 'suspend'));
  `,
};
