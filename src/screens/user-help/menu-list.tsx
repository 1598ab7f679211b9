// /usercenter/serviceAndHelp/serviceAndHelpMenuList (spec §2): the help menus from the server in
// the interface language (asked again when it changes), then ways to reach us: the customer-service
// chat and feedback.
import { Link } from 'wouter';
import { useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { HelpFrame, HelpRow, problemListHref } from './help-frame.js';
import { ServiceChatLink } from './service-link.js';

export function MenuListScreen() {
  const t = useT();
  return (
    <HelpFrame title={t('help.title')} fallback="/usercenter/userInfo">
      <Menus />
      <Contact />
    </HelpFrame>
  );
}

function Menus() {
  const t = useT();
  const language = useShell().i18n.language;
  const call = useCall(ENDPOINTS.getHelpMenu, {}, language);
  if (call.state.status === 'loading') return <Skeleton />;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  const menus = call.state.data ?? [];
  if (menus.length === 0) return <p className="mkt-empty">{t('help.empty')}</p>;
  return (
    <nav aria-label={t('help.title')}>
      <ul className="mkt-help-list">
        {menus.map((m) => <li key={m.id}><HelpRow href={problemListHref(m.id, m.name)} item={m.id}>{m.name}</HelpRow></li>)}
      </ul>
    </nav>
  );
}

export function Skeleton() {
  const t = useT();
  return (
    <div className="mkt-help-skel" aria-busy="true" aria-label={t('app.loading')}>
      {[70, 55, 80, 60].map((w) => <span key={w} className="mkt-skel" style={{ width: `${w}%` }} />)}
    </div>
  );
}

/** Nothing answers the question: chat with customer service, or write to us (both need a login; their screens say so). */
function Contact() {
  const t = useT();
  return (
    <section className="mkt-help-contact" aria-labelledby="mkt-help-contact">
      <h2 id="mkt-help-contact">{t('help.contactTitle')}</h2>
      <ServiceChatLink />
      <p>{t('help.contactText')}</p>
      <Link href="/usercenter/userSetting/feedback" className="mkt-btn mkt-btn-ghost">{t('help.contactButton')}</Link>
    </section>
  );
}
