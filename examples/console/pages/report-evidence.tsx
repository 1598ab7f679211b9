// The conversation a report came from, as evidence: its last messages, the reporter's on the
// left and the reported user's on the right. Text is shown as text (never as HTML), pictures as
// pictures (public uploads), documents as links through the console's file route, listing cards
// as their title with a link to the listing search.
import { Link } from 'wouter';
import type { EvidenceMessage } from '../../../src/contract/console-moderation.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

function Body({ m }: { m: EvidenceMessage }) {
  const { t } = useConsole();
  if (m.type === 'image') {
    return <a href={m.url} target="_blank" rel="noopener noreferrer"><img className="evidence-picture" src={m.url} alt={t('reports.picture')} /></a>;
  }
  if (m.type === 'file') return <a href={m.url} target="_blank" rel="noopener noreferrer">📄 {m.text || t('reports.document')}</a>;
  if (m.type === 'card') {
    return (
      <span>
        {t('reports.card')}: <strong>{m.text}</strong>{' '}
        {m.serviceId && <Link href={`/listings?serviceId=${encodeURIComponent(m.serviceId)}`}>{t('reports.openListing', { id: m.serviceId })}</Link>}
      </span>
    );
  }
  return <span className="evidence-text">{m.text}</span>;
}

export function ReportEvidence({ messages }: { messages: EvidenceMessage[] }) {
  const { t, i18n } = useConsole();
  if (messages.length === 0) return <p className="muted">{t('reports.noConversation')}</p>;
  return (
    <ol className="evidence" aria-label={t('reports.conversation')}>
      {messages.map((m) => (
        <li key={m.id} className={`bubble from-${m.from}`}>
          <span className="muted small">{t(`reports.from_${m.from}`)} · {formatTime(m.sentAt, i18n.language)}</span>
          <Body m={m} />
        </li>
      ))}
    </ol>
  );
}
