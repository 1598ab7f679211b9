// The follow counts on the profile card (spec §2 mine: focusNum and fansNum of getMineIndex, spec
// §7 "mine index by userId"), each a link to its list (spec §2 /common myFocus, myFans). Hidden
// until the index answers: a "0" that turns into "12" would read as a wrong count.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useT } from '../../ui/t-context.js';
import { useCall } from '../kit/use-call.js';

export function FollowCounts() {
  const t = useT();
  const lang = useShell().i18n.language as LanguageCode;
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const call = useCall(ENDPOINTS.getMineIndex, userId ? { userId } : null, userId);
  if (call.state.status !== 'ok') return null;
  const { focusNum, fansNum } = call.state.data;
  return (
    <p className="mkt-uc-follow">
      <Link href="/common/myFocus" data-count="focus"><b>{formatNumber(focusNum, lang, 0)}</b> {t('follow.focusNum')}</Link>
      <Link href="/common/myFans" data-count="fans"><b>{formatNumber(fansNum, lang, 0)}</b> {t('follow.fansNum')}</Link>
    </p>
  );
}
