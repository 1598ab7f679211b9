// The parts of the customer-service conversation around its messages (contract customer-service.ts
// states): the place in the queue while waiting, the robot's suggested questions with "talk to a
// person", and the end of a conversation with its one-tap rating (1 to 5) then thanks.
import { useState } from 'react';
import type { RobotInfo } from '../../../contract/types/chat.js';
import { SERVICE_RATING_MAX, SERVICE_RATING_MIN, type CustomerServiceStatus } from '../../../contract/types/customer-service.js';
import { useT } from '../../../ui/t-context.js';

export function QueueBanner({ position }: { position: number | undefined }) {
  const t = useT();
  const title = position === undefined || position < 1
    ? t('chat.customerService.waitingNoPosition')
    : position === 1 ? t('chat.customerService.waitingNext') : t('chat.customerService.waiting', { position });
  return (
    <div className="mkt-svc-queue" role="status" data-queue="true" data-position={position ?? ''}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />
      </svg>
      <p>
        <strong>{title}</strong>
        <span>{t('chat.customerService.waitingHint')}</span>
      </p>
    </div>
  );
}

export interface ChipsProps {
  questions: RobotInfo['questions'];
  /** "Talk to a person" first, when the state offers it. */
  askPerson: (() => void) | null;
  asking: boolean;
  onQuestion(q: RobotInfo['questions'][number]): void;
}

export function QuestionChips({ questions, askPerson, asking, onQuestion }: ChipsProps) {
  const t = useT();
  if (questions.length === 0 && !askPerson) return null;
  return (
    <ul className="mkt-svc-chips" aria-label={t('chat.customerService.questions')}>
      {askPerson && (
        <li>
          <button type="button" data-person="true" disabled={asking} onClick={askPerson}>{t('chat.customerService.askPerson')}</button>
        </li>
      )}
      {questions.map((q) => (
        <li key={q.id}>
          <button type="button" data-question={q.id} title={q.question} onClick={() => onQuestion(q)}>{q.question}</button>
        </li>
      ))}
    </ul>
  );
}

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const RATINGS = Array.from({ length: SERVICE_RATING_MAX - SERVICE_RATING_MIN + 1 }, (_, i) => SERVICE_RATING_MIN + i);

/** The end of a conversation: rate it once (a tap sends), then thanks; writing again starts anew. */
export function EndCard({ status, onRate }: { status: CustomerServiceStatus; onRate(rating: number): Promise<boolean> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const rating = status.rating;
  return (
    <section className="mkt-svc-end" data-ended="true" aria-label={t('chat.customerService.ended')}>
      <p>{t('chat.customerService.ended')}</p>
      {rating === undefined
        ? <h2>{t('chat.customerService.rateTitle')}</h2>
        : <p className="mkt-svc-thanks" role="status" data-thanks="true">{t('chat.customerService.thanks')}</p>}
      <div className="mkt-svc-stars" role="group" aria-label={t('chat.customerService.rateTitle')}>
        {RATINGS.map((n) => (
          <button key={n} type="button" data-rate={n} data-on={rating !== undefined && n <= rating}
            aria-label={t('chat.customerService.rate', { count: n })} aria-pressed={rating === n}
            disabled={busy || rating !== undefined}
            onClick={() => {
              setBusy(true);
              void onRate(n).finally(() => setBusy(false));
            }}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d={STAR} /></svg>
          </button>
        ))}
      </div>
      <p>{t('chat.customerService.again')}</p>
    </section>
  );
}
