// One CV in recruitList (contract ResumeSummary): the name as the server masks it, age, years
// worked and education, the position and salary wanted, where, and when it was last updated.
import { Link } from 'wouter';
import type { ResumeSummary } from '../../contract/types/jobs.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useLanguage } from '../kit/price.js';
import { salaryText } from '../kit/salary-text.js';
import { resumeHref } from './paths.js';

export function ResumeRow({ cv }: { cv: ResumeSummary }) {
  const t = useT();
  const lang = useLanguage();
  const facts = [
    cv.age > 0 ? t('jobs.recruiter.age', { count: cv.age }) : '',
    t('jobs.recruiter.years', { count: cv.yearsWorked }),
    cv.educationName,
  ].filter(Boolean);
  const updated = mediumDate(cv.updateTime, lang);
  return (
    <Link href={resumeHref(cv.recruitingResumeId)} className="mkt-rc-row" data-resume-id={cv.recruitingResumeId}>
      <Img className="mkt-rc-avatar" src={cv.avatarPath} alt="" ratio="1" thumb saver="load" />
      <div className="mkt-rc-body">
        <div className="mkt-rc-top">
          <p className="mkt-rc-name">{cv.displayName}</p>
          <span className="mkt-rc-salary">{salaryText(cv, t, lang)}</span>
        </div>
        <div className="mkt-rc-facts">
          {facts.map((f) => <span key={f} className="mkt-rc-chip">{f}</span>)}
        </div>
        {cv.positionName && <p className="mkt-rc-want">{t('jobs.recruiter.wants', { position: cv.positionName })}</p>}
        <p className="mkt-rc-meta">
          {cv.workLocation && <span>{cv.workLocation}</span>}
          {updated && <time dateTime={cv.updateTime}>{t('jobs.recruiter.updated', { date: updated })}</time>}
        </p>
      </div>
    </Link>
  );
}
