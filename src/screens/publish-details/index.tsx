// /<module>/publishDetails?serviceId=…&languageId=… (spec §2 "Publish screens": "read-only view of
// the publisher's own listing with tabs CN, EN, FR and an empty notice when that language has no
// translation"): the module's getMineDetail in the chosen language (the server answers without
// falling back to another language, examples/server/listings/mine-detail.ts), its status and
// review reason (spec §4), pictures and fields. Built from the details screen's parts.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { isLanguageCode, toHtmlLang } from '../../i18n/resolve-language.js';
import { MODULES } from '../../modules/registry.js';
import type { ListingModule, ModuleKey } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { GalleryViewer } from '../../ui/gallery-viewer.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import CommonError from '../common-error/index.js';
import { Contacts } from '../details/contacts.js';
import { COVER_RATIO } from '../details/cover-geometry.js';
import { DETAILS_CSS } from '../details/details-styles.js';
import { DetailsSkeleton } from '../details/details-skeleton.js';
import { Facts } from '../details/facts-list.js';
import { Gallery } from '../details/gallery.js';
import { coverOf, detailFieldsOf, imagePaths, labelsOf, phonesOf, str, type Detail } from '../details/read.js';
import { LabelList, MetaLine } from '../details/summary-parts.js';
import { LoginPrompt } from '../history/login-prompt.js';
import { useSavedStyle } from '../history/saved-styles.js';
import { HtmlContent } from '../kit/html-content.js';
import { Img } from '../kit/img.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { actionsFor, auditLabel } from '../kit/listing-status.js';
import { PageHeader } from '../kit/page-header.js';
import { Price, useLanguage } from '../kit/price.js';
import { ROW_FACTS } from '../kit/row-facts.js';
import { ReviewReason, StatusBadges } from '../kit/status-badge.js';
import { useCall } from '../kit/use-call.js';
import { modulePath } from '../../modules/identities.js';

/** The three tabs (spec §2 "tabs CN, EN, FR"). */
const TABS: readonly LanguageCode[] = ['cn', 'en', 'fr'];

const CSS =
  '.mkt-pd-status{display:flex;flex-direction:column;gap:8px}' +
  '.mkt-pd-status p{margin:0}' +
  '.mkt-pd-audit{color:var(--mkt-muted);font-size:13px}' +
  '.mkt-pd-empty{display:flex;flex-direction:column;gap:4px;padding:24px 16px;background:#fff;text-align:center;color:var(--mkt-muted)}' +
  '.mkt-pd-empty p{margin:0;overflow-wrap:anywhere}' +
  '.mkt-pd-empty p:first-child{color:var(--mkt-fg);font-weight:600}' +
  '.mkt-pd-edit{align-self:flex-start;display:inline-flex;align-items:center;min-height:44px;margin-left:-12px;padding:0 12px;color:var(--mkt-accent);font-weight:600;text-decoration:none}' +
  '.mkt-pd-tabs{padding:8px 16px;background:#fff}' +
  '.mkt-pd-facts{display:flex;flex-direction:column;gap:6px}';

/** Where the screen's links lead, from the module and the listing. */
export const manageHref = (m: ListingModule): string => `/common/publishManage?moduleId=${m.mine?.publishManageModuleId ?? m.moduleId}`;
export const editHref = (m: ListingModule, serviceId: string): string => `${modulePath(m, 'publish')}?${new URLSearchParams({ serviceId })}`;
export const languageHref = (m: ListingModule, serviceId: string, languageId: LanguageCode): string =>
  `${modulePath(m, 'publishDetails')}?${new URLSearchParams({ serviceId, languageId })}`;

export default function PublishDetailsScreen(props: ScreenProps) {
  useKitStyle();
  useSavedStyle();
  useStyle('details', DETAILS_CSS);
  useStyle('publish-details', CSS);
  const t = useT();
  const lang = useLanguage();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const { route, query } = props;
  const module = route.module && Object.prototype.hasOwnProperty.call(MODULES, route.module) ? MODULES[route.module as ModuleKey] : undefined;
  if (!module?.publishes) return <CommonError {...props} />;
  const serviceId = (query.get('serviceId') ?? '').trim();
  const asked = query.get('languageId');
  const languageId: LanguageCode = isLanguageCode(asked) ? asked : lang;
  return (
    <div className="mkt-screen mkt-dt">
      <PageHeader
        title={t('publishDetails.title')}
        fallback={manageHref(module)}
      />
      {!userId ? (
        <LoginPrompt />
      ) : !serviceId ? (
        <p className="mkt-center mkt-dt-state">{t('publishDetails.missing')}</p>
      ) : (
        <OwnListing key={`${serviceId}|${userId}`} module={module} serviceId={serviceId} languageId={languageId} />
      )}
    </div>
  );
}

function OwnListing({ module, serviceId, languageId }: { module: ListingModule; serviceId: string; languageId: LanguageCode }) {
  const t = useT();
  const { navigate } = useShell();
  const endpoint = module.endpoints.mineDetail;
  const call = useCall(endpoint ?? { path: '' }, endpoint ? { serviceId, languageId } : null, `${serviceId}|${languageId}`);
  const state = call.state;
  const d = state.status === 'ok' && state.data && typeof state.data === 'object' ? (state.data as Detail) : null;
  const choose = (l: LanguageCode) => navigate(languageHref(module, serviceId, l), { replace: true });
  const original = isLanguageCode(d?.originalLanguageId) ? d.originalLanguageId : languageId;

  return (
    <>
      <LanguageTabs original={original} choice={languageId} onChoose={choose} />
      {state.status === 'loading' && <DetailsSkeleton cover={module.commonDetail} />}
      {state.status === 'error' && (
        <div className="mkt-center mkt-dt-state" role="alert">
          <p>{state.message || t('publishDetails.missing')}</p>
          <button type="button" className="mkt-btn" onClick={call.retry}>{t('app.retry')}</button>
        </div>
      )}
      {d && <OwnListingView module={module} detail={d} serviceId={serviceId} languageId={languageId} />}
    </>
  );
}

/**
 * CN / EN / FR, drawn as the details' language switch (.mkt-dt-switch) but always three: a
 * language without text is still a tab, which then shows the empty notice. The original is marked.
 */
function LanguageTabs({ original, choice, onChoose }: { original: LanguageCode; choice: LanguageCode; onChoose(l: LanguageCode): void }) {
  const t = useT();
  return (
    <div className="mkt-pd-tabs">
      <div className="mkt-dt-switch" role="group" aria-label={t('publishDetails.languages')}>
        {TABS.map((l) => {
          const name = t(`details.languages.${l}`);
          return (
            <button key={l} type="button" aria-pressed={l === choice} data-language={l} onClick={() => onChoose(l)}>
              {l === original ? t('details.originalIn', { language: name }) : name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function OwnListingView({ module, detail: d, serviceId, languageId }: { module: ListingModule; detail: Detail; serviceId: string; languageId: LanguageCode }) {
  const t = useT();
  const lang = useLanguage();
  const { media } = useServices();
  const [viewer, setViewer] = useState<{ images: readonly string[]; index: number } | null>(null);
  const status = typeof d.status === 'number' ? d.status : Number(d.status);
  const audit = auditLabel(typeof d.auditStatus === 'number' ? d.auditStatus : undefined, status);
  const title = str(d.title);
  const content = str(d.content);
  // The server answers '' for a language the listing has no text in (no fallback).
  const untranslated = title.trim() === '' && content.trim() === '';
  const images = imagePaths(d.imgList).length > 0 ? imagePaths(d.imgList) : imagePaths(d.fileList);
  const cover = coverOf(d, images);
  const price = module.priceField ? d[module.priceField] : undefined;
  const languageName = t(`details.languages.${languageId}`);
  // A job shows its facts as its list row does (salary, nature, position, experience, degree), and
  // no empty cover box when it has no picture (most offers have none): kit/row-facts.ts.
  const RowFacts = ROW_FACTS[module.rowLayout];
  const showCover = module.commonDetail && (images.length > 0 || !RowFacts);

  return (
    <article className="mkt-dt-main" aria-label={title || languageName}>
      <section className="mkt-dt-sec mkt-pd-status" aria-label={t('publishDetails.status')}>
        <StatusBadges status={status} invalid={typeof d.invalid === 'number' ? d.invalid : undefined} />
        {audit && <p className="mkt-pd-audit">{t('publishManage.audit.label', { value: t(audit) })}</p>}
        <ReviewReason status={status} reason={str(d.reviewReason)} />
        {actionsFor(status).includes('edit') && (
          <Link href={editHref(module, serviceId)} className="mkt-pd-edit" data-action="edit">{t('publishDetails.edit')}</Link>
        )}
      </section>
      {showCover && (
        <button
          type="button"
          className="mkt-dt-cover"
          aria-label={t('details.viewer.open', { index: 1, count: images.length || 1 })}
          disabled={images.length === 0}
          onClick={() => setViewer({ images, index: 0 })}
        >
          <Img src={cover} alt="" ratio={COVER_RATIO} saver="load" />
        </button>
      )}
      {untranslated ? (
        <div className="mkt-pd-empty" role="status" data-empty-language={languageId}>
          <p>{t(`publishDetails.noTranslation.${languageId}`)}</p>
          <p>{t('publishDetails.noTranslationHint')}</p>
        </div>
      ) : (
        <section className="mkt-dt-sec mkt-dt-summary">
          {price !== undefined && price !== null && (
            <p className="mkt-dt-price">
              <Price amount={price as number} flag={str(d.priceFlag) || str(d.moneyUnitFlag)} cycle={str(d.billingCycle) || str(d.billingCycleName)} />
            </p>
          )}
          <h1 className="mkt-dt-title" lang={toHtmlLang(languageId)}>{title}</h1>
          {RowFacts && <span className="mkt-pd-facts"><RowFacts item={d} /></span>}
          <LabelList labels={labelsOf(d.labelList)} />
          <MetaLine place={str(d.countryCityName)} released={mediumDate(str(d.releaseTime), lang)} releaseTime={str(d.releaseTime)} />
        </section>
      )}
      <Facts module={module} fields={detailFieldsOf(module)} detail={d} />
      {!untranslated && content && (
        <section className="mkt-dt-sec" aria-label={t('details.description')}>
          <h2 className="mkt-dt-h2">{t('details.description')}</h2>
          <HtmlContent html={content} lang={toHtmlLang(languageId)} imageLabel={t('details.viewer.openPicture')} onImageOpen={(index, urls) => setViewer({ images: urls, index })} />
        </section>
      )}
      <Gallery images={images} onOpen={(index) => setViewer({ images, index })} />
      <Contacts contacts={str(d.contacts)} phones={phonesOf(d.phoneList)} mail={str(d.mail)} />
      {viewer && <GalleryViewer images={viewer.images.map(media)} start={viewer.index} label={title} onClose={() => setViewer(null)} />}
    </article>
  );
}
