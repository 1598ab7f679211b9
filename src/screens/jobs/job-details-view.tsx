// A loaded job (the jobDetails: salary range, head count, work nature, location,
// requirements, company card -> companyInfo, favourite, share, chat with the recruiter, apply).
// The details kit is reused where it fits (header with the favourite star, original/translated
// switch spec §4, meta line, labels, html content, gallery and viewer, contacts with their one-tap
// call and WhatsApp, publisher, the report foot, the recommended list); the facts, the company card
// and the action bar are the job's own.
import { useId } from 'react';
import type { YesNo } from '../../contract/types/common.js';
import type { JobApplyInfo } from '../../contract/types/jobs.js';
import { useFavorite } from '../../features/favourite.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { toHtmlLang } from '../../i18n/resolve-language.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Description } from '../details/description.js';
import { DetailsHeader } from '../details/details-header.js';
import { Gallery } from '../details/gallery.js';
import { LanguageSwitch } from '../details/language-switch.js';
import { ListingContacts } from '../details/listing-contacts.js';
import { Publisher, useStartChat } from '../details/publisher.js';
import { ReportListing } from '../details/report-listing.js';
import { imagePaths, labelsOf, str, yesNo, type DetailData } from '../details/read.js';
import { LabelList, MetaLine } from '../details/summary-parts.js';
import { usePictureViewer } from '../details/use-picture-viewer.js';
import { useTextToggle } from '../details/use-text-toggle.js';
import { chatCardOf } from '../kit/chat-card.js';
import { CompanyLogo } from '../kit/company-logo.js';
import { UrgentBadge, JobRow } from '../kit/job-row.js';
import { useJobLookups } from '../kit/job-lookups.js';
import { useLanguage } from '../kit/price.js';
import { RecommendedList } from '../kit/recommended-list.js';
import { ApplyBar } from './apply-bar.js';
import { applyStateOf } from './apply-state.js';
import { CompanyCardView } from './company-card.js';
import { jobFactsOf, jobSalary } from './job-facts.js';

export interface JobDetailsViewProps {
  module: ListingModule;
  data: DetailData;
  serviceId: string;
  queryTitle: string;
  userId: string;
  info: JobApplyInfo | null;
  onInfo(update: (info: JobApplyInfo) => JobApplyInfo): void;
  onFavoriteChange(value: YesNo): void;
}

export function JobDetailsView({ module: m, data, serviceId, queryTitle, userId, info, onInfo, onFavoriteChange }: JobDetailsViewProps) {
  const t = useT();
  const lang = useLanguage();
  const lookups = useJobLookups();
  const titleId = useId();
  const factsId = useId();
  const benefitsId = useId();
  const noteId = useId();
  const d = data.resultMap;

  // Original / translated text (spec §4; rule in details/language-toggle.ts).
  const { texts, textLang, switchProps } = useTextToggle(data, lang);
  const pictures = usePictureViewer(texts.title);

  const favorite = useFavorite({ module: m, serviceId }, yesNo(d.isFavorite) ? 1 : 0, onFavoriteChange);
  const images = imagePaths(d.imgList);
  const company = info?.company ?? null;
  const startChat = useStartChat(d, chatCardOf({ module: m, serviceId, detail: d, imgPath: company?.logoPath || str(d.avatarPath) }));
  // The publisher cannot chat with themselves (spec §5 "not allowed"): no chat button on one's own job.
  const own = info?.isOwner === true || (userId !== '' && str(d.userId) === userId);
  const canChat = !own && str(d.userMq) !== '';
  const facts = jobFactsOf(d, lookups, t, lang);
  const blocked = applyStateOf(userId, info).kind === 'recruiterMode';

  return (
    <>
      <DetailsHeader module={m} star={favorite} />
      <article className="mkt-dt-main" aria-labelledby={titleId}>
        <section className="mkt-dt-sec mkt-dt-summary">
          <h1 id={titleId} className="mkt-dt-title" lang={toHtmlLang(textLang)}>
            {d.urgent === 1 && <UrgentBadge />}
            {texts.title}
          </h1>
          <p className="mkt-jobs-dt-salary">{jobSalary(d, t, lang)}</p>
          <LanguageSwitch {...switchProps} />
          <MetaLine place={str(d.countryCityName)} released={mediumDate(str(d.releaseTime), lang)} releaseTime={str(d.releaseTime)} />
          {company && (
            <p className="mkt-jobs-dt-by">
              <CompanyLogo className="mkt-jobs-dt-logo" src={company.logoPath} name={company.entName} />
              <span>{company.entName}</span>
            </p>
          )}
        </section>

        {blocked && (
          <p id={noteId} className="mkt-dt-sec mkt-jobs-note" role="note">{t('jobs.common.recruiterModeExplain')}</p>
        )}

        {facts.length > 0 && (
          <section className="mkt-dt-sec" aria-labelledby={factsId}>
            <h2 id={factsId} className="mkt-dt-h2">{t('jobs.browse.details.facts')}</h2>
            <dl className="mkt-dt-facts">
              {facts.map((f) => (
                <div key={f.field} data-fact={f.field}>
                  <dt>{t(f.label)}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        {labelsOf(d.labelList).length > 0 && (
          <section className="mkt-dt-sec" aria-labelledby={benefitsId}>
            <h2 id={benefitsId} className="mkt-dt-h2">{t('jobs.browse.details.benefits')}</h2>
            <LabelList labels={labelsOf(d.labelList)} />
          </section>
        )}

        <Description html={texts.content} lang={textLang} label={t('jobs.browse.details.description')} heading viewer={pictures} />

        <Gallery images={images} onOpen={(index) => pictures.open(images, index)} />
        {company ? <CompanyCardView module={m} company={company} /> : <Publisher detail={d} />}
        {/* As every listing's details (issue: Beyond the spec, items 2 and 3): call and WhatsApp in
            one tap after the reveal, counted for the recruiter; report the job or the recruiter. */}
        <ListingContacts module={m} detail={d} serviceId={serviceId} esInfoId="" title={texts.title} />
        <ReportListing module={m} serviceId={serviceId} detail={d} />
        <RecommendedList
          module={m}
          keyWords={queryTitle || str(d.title)}
          excludeId={serviceId}
          title={t('jobs.browse.details.similar')}
          row={JobRow}
        />
      </article>
      <ApplyBar
        module={m}
        serviceId={serviceId}
        title={texts.title}
        userId={userId}
        info={info}
        onInfo={onInfo}
        onChat={canChat ? startChat : undefined}
        noteId={noteId}
      />
      {pictures.element}
    </>
  );
}
