// /usercenter/userSetting/accountAndSecurity/accountLogs (spec §2): the account's security events,
// newest first, 15 per page (spec §9), each with its action in the user's language, the device,
// the IP and the time in the locale.
import { useStore } from '@nanostores/react';
import { useServices, useShell } from '../../app/use-shell.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import type { AccountLog } from '../../contract/types/usercenter.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { formatTime } from '../kit/format-time.js';
import { actionLabel } from './log-actions.js';
import { SecurityFrame } from './screen-frame.js';

export function AccountLogsScreen() {
  const t = useT();
  return (
    <SecurityFrame title={t('security.logs')}>
      <Logs />
    </SecurityFrame>
  );
}

function Logs() {
  const t = useT();
  const { api, stores } = useServices();
  const lang = useShell().i18n.language as LanguageCode;
  const userId = useStore(stores.session.userId);
  const list = useInfiniteList<AccountLog>({
    pageSize: PAGE_SIZE,
    resetKey: userId,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(ENDPOINTS.getAccountLog, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  return (
    <InfiniteList
      list={list}
      className="mkt-sec-list"
      itemKey={(l) => l.id}
      empty={<p className="mkt-empty">{t('security.logsEmpty')}</p>}
      renderItem={(l) => (
        <div className="mkt-sec-log" data-action={l.action}>
          <div className="mkt-sec-body">
            <p className="mkt-sec-title">{actionLabel(l.action, t)}</p>
            <p className="mkt-sec-meta">{[l.deviceName || t('security.unknownDevice'), l.ip ? t('security.logIp', { ip: l.ip }) : ''].filter(Boolean).join(' · ')}</p>
          </div>
          <time dateTime={l.time}>{formatTime(l.time, lang)}</time>
        </div>
      )}
    />
  );
}
