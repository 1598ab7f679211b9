// /usercenter/serviceAndHelp/problemDetails?id=N (spec §2): one problem's title and answer, in the
// interface language. The answer is the operator's HTML: the server sanitizes it and HtmlContent
// sanitizes it again before it reaches the page (DOMPurify). Unknown id: "not found".
import { useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { HtmlContent } from '../kit/html-content.js';
import { useCall } from '../kit/use-call.js';
import { HELP_MENU, HelpFrame, idOf, NotFound } from './help-frame.js';
import { Skeleton } from './menu-list.js';
import { ServiceChatLink } from './service-link.js';

const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export function ProblemDetailsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const id = idOf(query.get('id'));
  return (
    <HelpFrame title={t('help.answer')} fallback={HELP_MENU}>
      {id === null ? <NotFound /> : <Answer id={id} />}
    </HelpFrame>
  );
}

function Answer({ id }: { id: number }) {
  const t = useT();
  const language = useShell().i18n.language;
  const call = useCall(ENDPOINTS.getProblemDetail, { id }, `${id}:${language}`, INLINE);
  if (call.state.status === 'loading') return <Skeleton />;
  if (call.state.status === 'error') return INLINE.includes(call.state.code) ? <NotFound /> : <LoadError retry={call.retry} />;
  const problem = call.state.data;
  return (
    <>
      <article className="mkt-help-answer">
        <h2>{problem.title}</h2>
        <HtmlContent html={problem.content} />
      </article>
      {/* The answer did not help: the customer-service chat is one tap away. */}
      <section className="mkt-help-contact" aria-label={t('chat.customerService.contact')}>
        <ServiceChatLink />
      </section>
    </>
  );
}
