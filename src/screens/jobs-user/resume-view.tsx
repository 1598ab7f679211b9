// A CV as a reader sees it (spec §3 "CV" fields): the owner on myResume, or "what recruiters see"
// on myResumeDetails (searchResumeDetailById: contact details per spec §6, the attachment through
// its short-lived signed URL, opened in a new tab).
import type { Resume } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';
import { Img } from '../kit/img.js';
import { LANGUAGE_NAMES } from '../kit/language-names.js';
import { phoneWithCode } from '../kit/phone-text.js';
import { useLanguage } from '../kit/price.js';
import { salaryText } from '../kit/salary-text.js';

export function ResumeView({ resume: r }: { resume: Resume }) {
  const t = useT();
  const lang = useLanguage();
  const salary = salaryText(r, t, lang);
  const rows: [string, string][] = [
    [t('jobs.seeker.form.education'), r.educationName],
    [t('jobs.seeker.form.jobStatus'), r.jobStatusName],
    [t('jobs.seeker.form.yearsWorked'), t('jobs.seeker.view.years', { count: r.yearsWorked })],
    [t('jobs.seeker.form.positionType'), r.positionTypeName],
    [t('jobs.seeker.form.position'), [r.industryName, r.positionName].filter(Boolean).join(' · ')],
    [t('jobs.seeker.form.salary'), salary],
    [t('jobs.seeker.form.workLocation'), r.workLocation],
    [t('jobs.seeker.form.country'), r.countryCityName],
    [t('jobs.seeker.form.language'), LANGUAGE_NAMES[r.languageId] ?? ''],
  ];
  const contact: [string, string][] = [
    [t('jobs.seeker.form.phone'), phoneWithCode(r.mobileCode, r.phone)],
    // The form's label says "(optional)": a CV shown to its reader says plain "E-mail".
    [t('jobs.recruiter.mail'), r.mail],
  ];
  return (
    <>
      <section className="mkt-ju-card" data-resume={r.recruitingResumeId}>
        <div className="mkt-ju-person">
          <Img src={r.avatarPath} alt="" ratio="1" className="mkt-ju-avatar" thumb saver="load" />
          <div>
            <p className="mkt-ju-person-name">{r.realName}</p>
            <p className="mkt-ju-hint">
              {[t(`jobs.seeker.gender.${r.gender}`), r.age > 0 ? t('jobs.seeker.view.age', { count: r.age }) : '']
                .filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
      </section>
      <section className="mkt-ju-card">
        <h2>{t('jobs.seeker.view.wanted')}</h2>
        <dl className="mkt-ju-dl">
          {rows.filter(([, v]) => v).map(([k, v]) => (
            <Row key={k} label={k} value={v} />
          ))}
        </dl>
      </section>
      <section className="mkt-ju-card">
        <h2>{t('jobs.seeker.view.contact')}</h2>
        {r.access.contactVisible ? (
          <dl className="mkt-ju-dl">
            {contact.filter(([, v]) => v).map(([k, v]) => <Row key={k} label={k} value={v} />)}
          </dl>
        ) : (
          <p className="mkt-ju-access" data-access={r.access.reason}>
            {r.access.reason ? t(`jobs.common.access.${r.access.reason}`) : t('jobs.seeker.view.hidden')}
          </p>
        )}
      </section>
      <section className="mkt-ju-card">
        <h2>{t('jobs.seeker.form.selfIntroduction')}</h2>
        <p className="mkt-ju-text">{r.selfIntroduction}</p>
      </section>
      {r.attachmentName && (
        <section className="mkt-ju-card">
          <h2>{t('jobs.seeker.form.attachment')}</h2>
          {r.attachmentUrl ? (
            <a href={r.attachmentUrl} target="_blank" rel="noopener noreferrer" className="mkt-ju-file" data-action="open-attachment">
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round"><path d="M6 2h8l5 5v15H6zM14 2v5h5" /></svg>
              <span>{r.attachmentName}</span>
            </a>
          ) : (
            <p className="mkt-ju-hint">{r.attachmentName}</p>
          )}
        </section>
      )}
      {r.updateTime && <p className="mkt-ju-hint" style={{ padding: '0 16px' }}>{t('jobs.seeker.view.updated', { time: formatTime(r.updateTime, lang) })}</p>}
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
