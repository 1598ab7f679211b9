// /usercenter/userSetting/blockedUsers (ours; issue: Beyond the spec, "block on every user"): the
// people the user blocked (contract getBlockedUsers, newest first), each with the day of the block
// and a button that unblocks them, and blocks them again if that was a slip (kit/use-block.ts, as
// in a chat or under a listing). A row stays after unblocking, so the undo is right there; the
// list is read again on the next visit. People are blocked from a chat or a listing's details.
import { useStore } from '@nanostores/react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import type { LanguageCode } from '../../contract/envelope.js';
import type { BlockedUser } from '../../contract/types/chat.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useFollowStyle } from '../follow/follow-styles.js';
import { CompanyLogo } from '../kit/company-logo.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useBlock } from '../kit/use-block.js';
import { SettingFrame } from './setting-frame.js';

export function BlockedUsersScreen() {
  useKitStyle();
  useFollowStyle();
  const t = useT();
  const { api, stores } = useServices();
  const userId = useStore(stores.session.userId);
  const list = useInfiniteList<BlockedUser>({
    resetKey: userId,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(CHAT_ENDPOINTS.getBlockedUsers, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  return (
    <SettingFrame title={t('settings.blocked.title')} fallback="/usercenter/userSetting/settingIndex">
      <div className="mkt-fl">
        <InfiniteList
          list={list}
          itemKey={(u) => u.userId}
          empty={
            <div className="mkt-fl-empty">
              <p>{t('settings.blocked.empty')}</p>
              <p>{t('settings.blocked.hint')}</p>
            </div>
          }
          renderItem={(user) => <BlockedRow user={user} />}
        />
      </div>
    </SettingFrame>
  );
}

function BlockedRow({ user }: { user: BlockedUser }) {
  const t = useT();
  const lang = useShell().i18n.language as LanguageCode;
  const name = user.petName || t('settings.blocked.someone');
  const block = useBlock(user.userMq, name, true);
  const text = block.blocked ? t('chat.block.unblock') : t('chat.block.action');
  return (
    <div className="mkt-fl-row" data-user-id={user.userId} data-blocked={block.blocked}>
      <span className="mkt-fl-who">
        <CompanyLogo className="mkt-fl-avatar" src={user.avatarPath} name={name} />
        <span className="mkt-fl-text">
          <span className="mkt-fl-name">{name}</span>
          <span className="mkt-fl-counts">
            {block.blocked ? t('settings.blocked.since', { date: mediumDate(user.blockedAt, lang) }) : t('settings.blocked.unblocked')}
          </span>
        </span>
      </span>
      <button
        type="button"
        className={block.blocked ? 'mkt-btn mkt-btn-ghost mkt-fl-btn' : 'mkt-btn mkt-fl-btn'}
        aria-label={`${text} — ${name}`}
        onClick={() => void (block.blocked ? block.unblock() : block.block())}
      >
        {text}
      </button>
    </div>
  );
}
