// recruitDetails (spec §2 /jobAndRecruit/recruit/recruitDetails?recruitingResumeId=; ad links pass
// it, spec §2 "Ad link jumping"; ?serviceId= with a CV id works too): one CV. Contact details and
// the attached file show as the viewer's package allows (spec §6; the server blanks them and says
// why in access.reason); "Chat" opens the conversation, and "Ask for the CV in chat" sends the
// askForAResume event when the contact is hidden. Opening a CV delivered to one's job marks the
// application viewed (the server does it on read).
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { Resume } from '../../contract/types/jobs.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { PageHeader } from '../kit/page-header.js';
import { phoneWithCode } from '../kit/phone-text.js';
import { useLanguage } from '../kit/price.js';
import { salaryText } from '../kit/salary-text.js';
import { useCall } from '../kit/use-call.js';
import { LoginNeeded } from './login-needed.js';
import { RECRUIT_PATHS, resumeIdOf } from './paths.js';
import { useResumeActions } from './resume-actions.js';

export function RecruitDetailsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const id = resumeIdOf(query);
  return (
    <div className="mkt-screen mkt-rc" data-screen="recruitDetails">
      <PageHeader title={t('jobs.recruiter.titles.recruitDetails')} fallback={RECRUIT_PATHS.recruitList} />
      {!userId ? <LoginNeeded /> : id ? <ResumeLoader key={`${userId}|${id}`} id={id} userId={userId} /> : <Missing />}
    </div>
  );
}

function Missing() {
  const t = useT();
  return (
    <div className="mkt-center" data-state="missing">
      <p>{t('jobs.recruiter.resumeMissing')}</p>
      <Link href={RECRUIT_PATHS.recruitList} className="mkt-btn">{t('jobs.recruiter.titles.recruitList')}</Link>
    </div>
  );
}

function ResumeLoader({ id, userId }: { id: string; userId: string }) {
  const t = useT();
  // 4404 (no such CV, or not public and not delivered to the caller) is this screen's own state.
  const call = useCall(JOB_ENDPOINTS.searchResumeDetailById, { recruitingResumeId: id }, `${userId}|${id}`, [CODE.NOT_FOUND]);
  const { state } = call;
  if (state.status === 'loading') return <p className="mkt-empty" role="status">{t('list.loading')}</p>;
  if (state.status === 'error') {
    if (state.code === CODE.NOT_FOUND) return <Missing />;
    return (
      <div className="mkt-load-error">
        <p>{t('list.requestFailed')}</p>
        <button type="button" className="mkt-btn" onClick={call.retry}>{t('jobs.recruiter.retry')}</button>
      </div>
    );
  }
  return <ResumeView cv={state.data} own={state.data.userId === userId} />;
}

function Row({ label, value }: { label: MessageKey; value: string | number | undefined }) {
  const t = useT();
  if (value === undefined || value === '') return null;
  return (
    <>
      <dt>{t(label)}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ResumeView({ cv, own }: { cv: Resume; own: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const visible = cv.access.contactVisible;
  const name = cv.realName || t('jobs.recruiter.candidate');
  const actions = useResumeActions(cv, name);
  const gender = cv.gender === 1 ? t('jobs.recruiter.male') : cv.gender === 2 ? t('jobs.recruiter.female') : '';
  const canChat = !own && cv.userMq !== '';
  return (
    <>
      <section className="mkt-rc-card" data-resume-id={cv.recruitingResumeId}>
        <div className="mkt-rc-head">
          <Img className="mkt-rc-avatar" src={cv.avatarPath} alt="" ratio="1" thumb saver="load" />
          <div className="mkt-rc-body">
            <h2 className="mkt-rc-name">{name}</h2>
            <p className="mkt-rc-meta">
              {[gender, cv.age > 0 ? t('jobs.recruiter.age', { count: cv.age }) : '', cv.educationName].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
      </section>
      <section className="mkt-rc-card" aria-labelledby="rc-want">
        <h2 id="rc-want">{t('jobs.recruiter.expectation')}</h2>
        <dl className="mkt-rc-dl">
          <Row label="publish.fields.industry" value={cv.industryName} />
          <Row label="publish.fields.position" value={cv.positionName} />
          <Row label="jobs.recruiter.positionType" value={cv.positionTypeName} />
          <Row label="jobs.recruiter.expectedSalary" value={salaryText(cv, t, lang)} />
          <Row label="publish.fields.workLocation" value={[cv.workLocation, cv.countryCityName].filter(Boolean).join(', ')} />
          <Row label="jobs.recruiter.jobStatus" value={cv.jobStatusName} />
          <Row label="jobs.recruiter.experience" value={t('jobs.recruiter.years', { count: cv.yearsWorked })} />
          <Row label="jobs.recruiter.updatedLabel" value={mediumDate(cv.updateTime, lang)} />
        </dl>
      </section>
      {cv.selfIntroduction && (
        <section className="mkt-rc-card" aria-labelledby="rc-intro">
          <h2 id="rc-intro">{t('jobs.recruiter.introduction')}</h2>
          <p className="mkt-rc-text">{cv.selfIntroduction}</p>
        </section>
      )}
      <section className="mkt-rc-card" aria-labelledby="rc-contact" data-contact={visible ? 'visible' : 'hidden'}>
        <h2 id="rc-contact">{t('jobs.recruiter.contact')}</h2>
        {visible ? (
          <dl className="mkt-rc-dl">
            <Row label="jobs.recruiter.phone" value={phoneWithCode(cv.mobileCode, cv.phone)} />
            <Row label="jobs.recruiter.mail" value={cv.mail} />
          </dl>
        ) : (
          <HiddenContact reason={cv.access.reason} />
        )}
        {visible && cv.attachmentUrl && (
          <a className="mkt-rc-file" href={cv.attachmentUrl} target="_blank" rel="noopener noreferrer" data-attachment>
            {t('jobs.recruiter.attachment', { name: cv.attachmentName || t('jobs.recruiter.attachmentFile') })}
          </a>
        )}
      </section>
      {canChat && (
        <div className="mkt-rc-actions">
          <button type="button" className={visible ? 'mkt-btn' : 'mkt-btn mkt-btn-ghost'} onClick={actions.chat}>{t('jobs.recruiter.chat')}</button>
          {!visible && <button type="button" className="mkt-btn" data-action="ask" onClick={() => void actions.ask()}>{t('jobs.recruiter.askResume')}</button>}
        </div>
      )}
    </>
  );
}

/** Why the contact is hidden, and where to get it (spec §6 "Insufficient rights: prompt to buy a membership"). */
function HiddenContact({ reason }: { reason: Resume['access']['reason'] }) {
  const t = useT();
  const why = reason || 'membership';
  const to = why === 'login' ? RECRUIT_PATHS.login : why === 'membership' ? RECRUIT_PATHS.memberCentre : RECRUIT_PATHS.hub;
  const go: MessageKey = why === 'login' ? 'jobs.recruiter.logIn' : why === 'membership' ? 'jobs.recruiter.getMembership' : 'jobs.recruiter.openHub';
  return (
    <div className="mkt-rc-banner" data-access={why}>
      <p>{t(`jobs.common.access.${why}`)}</p>
      <Link href={to}>{t(go)}</Link>
    </div>
  );
}
