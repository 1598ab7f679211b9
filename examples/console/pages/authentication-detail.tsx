// One authentication submission as the reviewer judges it: who sent it, what they filled in (the
// form of spec §3 "Personal authentication" / "Enterprise authentication"), the papers — pictures
// shown, documents as downloads through the console's own route (server
// console/authentication-files.ts: the app serves none) — and, for an enterprise one, where the
// user's personal authentication stands (it must pass first, spec §6). Pass, or Reject with the
// reason the user will read and correct (ui/decision-bar.tsx).
import { Fragment } from 'react';
import type { AuthenticationFile, AuthenticationItem } from '../../../src/contract/console-api.js';
import type { AuthenticationForm } from '../../../src/contract/types/usercenter.js';
import { DecisionBar } from '../ui/decision-bar.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

export type DecideAuthentication = (decision: 'pass' | 'reject', reason?: string) => Promise<void>;

/** What the list and the notices call a submission: the person's or the company's name. */
export const nameOf = (i: AuthenticationItem): string => (i.form.type === 'personal' ? i.form.realName : i.form.companyName);

type TextField = 'realName' | 'papersType' | 'papersNumber' | 'address' | 'companyName' | 'legalPerson' | 'phone' | 'officeAddress' | 'registrationCode';

/** The form's fields in the order the app's screens ask for them (src/screens/user-auth). */
const FIELDS: Readonly<Record<AuthenticationForm['type'], readonly TextField[]>> = {
  personal: ['realName', 'papersType', 'papersNumber', 'address'],
  enterprise: ['companyName', 'legalPerson', 'phone', 'officeAddress', 'papersType', 'registrationCode'],
};

const valueOf = (form: AuthenticationForm, field: TextField): string | number | undefined => (form as unknown as Record<string, string | number | undefined>)[field];

/** 'papersPictures.2' → 'papersPictures'. */
const baseField = (f: AuthenticationFile) => f.field.split('.')[0] ?? f.field;
const extOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

export function AuthenticationDetail({ item, busy, decide, onBack }: { item: AuthenticationItem; busy: boolean; decide: DecideAuthentication; onBack: () => void }) {
  const { t, i18n } = useConsole();
  const pictures = item.files.filter((f) => f.picture);
  const documents = item.files.filter((f) => !f.picture);
  const phone = item.user.phone ? `+${item.user.mobileCode} ${item.user.phone}` : t('authentication.noPhone');
  const text = (field: TextField): string => {
    const v = valueOf(item.form, field);
    if (field === 'papersType') return t(`authentication.papersTypes.${String(v)}`, { defaultValue: String(v) });
    return String(v ?? '');
  };

  return (
    <article className="detail" aria-labelledby="detail-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('authentication.back')}</button>
      <div className="detail-head">
        <span className={`badge ${item.kind}`}>{t(`authentication.kind_${item.kind}`)}</span>
        <span className="muted">{t('authentication.submitted')} {formatTime(item.submittedAt, i18n.language)}</span>
      </div>
      <h2 id="detail-title">{nameOf(item)}</h2>
      <dl className="facts">
        <dt>{t('authentication.user')}</dt><dd>{item.user.nickname}</dd>
        <dt>{t('authentication.userId')}</dt><dd>{item.userId}</dd>
        <dt>{t('authentication.phone')}</dt><dd>{phone}</dd>
        <dt>{t('authentication.country')}</dt><dd>{item.user.areaId}</dd>
      </dl>
      {item.personalStatus !== null && (
        <p className={`notice ${item.personalStatus === 'passed' ? 'ok' : 'error'} personal-status`} data-personal={item.personalStatus}>
          {t(`authentication.personal_${item.personalStatus}`)}
        </p>
      )}

      <h3>{t('authentication.form')}</h3>
      <dl className="facts">
        {FIELDS[item.form.type].map((field) => (
          <Fragment key={field}><dt>{t(`authentication.fields.${field}`)}</dt><dd>{text(field)}</dd></Fragment>
        ))}
      </dl>

      <h3>{t('authentication.papers')}</h3>
      {pictures.length > 0 && (
        <div className="pictures">
          {pictures.map((f, i) => (
            <a key={f.field} href={f.url} target="_blank" rel="noopener noreferrer" aria-label={t('authentication.openPicture', { n: i + 1 })}>
              <img src={f.url} alt={`${t('authentication.fields.papersPictures')} ${i + 1}`} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      <ul className="papers">
        {documents.map((f) => (
          <li key={f.field}>
            <a href={f.url} download>{t('authentication.download', { field: t(`authentication.fields.${baseField(f)}`), ext: extOf(f.path) })}</a>
          </li>
        ))}
      </ul>

      <DecisionBar
        subject={`${item.userId}/${item.kind}/${item.submittedAt}`}
        busy={busy}
        texts={{ accept: t('authentication.pass'), reject: t('authentication.reject'), reason: t('authentication.reason'), confirmReject: t('authentication.confirmReject') }}
        onAccept={() => void decide('pass')}
        onReject={(reason) => void decide('reject', reason)}
      />
    </article>
  );
}
