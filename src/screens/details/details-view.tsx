// A loaded details page (spec §2 "Common details screen"): cover, price, title, language switch,
// labels, country and city, release time, facts, html content, gallery, publisher, contacts and
// the recommended list. Which blocks show is read from the descriptor's fields (DESIGN.md §3).
import { useId } from 'react';
import type { YesNo } from '../../contract/types/common.js';
import { useFavorite } from '../../features/favourite.js';
import { toHtmlLang } from '../../i18n/resolve-language.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useReveal } from '../../ui/use-reveal.js';
import { useStaged } from '../../ui/use-staged.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { chatCardOf } from '../kit/chat-card.js';
import { Img } from '../kit/img.js';
import { Price, useLanguage } from '../kit/price.js';
import { RecommendedList } from '../kit/recommended-list.js';
import { ListingContacts } from './listing-contacts.js';
import { DetailsHeader } from './details-header.js';
import { Description } from './description.js';
import { Facts } from './facts-list.js';
import { COVER_RATIO } from './cover-geometry.js';
import { Gallery } from './gallery.js';
import { Icon, ICONS } from './icons.js';
import { LanguageSwitch } from './language-switch.js';
import { Publisher } from './publisher.js';
import { recommendRowOf } from './recommend-row.js';
import { ReportListing } from './report-listing.js';
import { TradeBar } from './trade-bar.js';
import { usePictureViewer } from './use-picture-viewer.js';
import { useTextToggle } from './use-text-toggle.js';
import { useListingShare } from './use-listing-share.js';
import { LabelList, MetaLine } from './summary-parts.js';
import { coverOf, detailFieldsOf, imagePaths, labelsOf, phonesOf, str, yesNo, type DetailData } from './read.js';

export interface DetailsViewProps {
  module: ListingModule;
  data: DetailData;
  /** serviceId and esInfoId of the route query. */
  serviceId: string;
  esInfoId: string;
  /** title of the route query: the recommendation keywords (spec §7), before the reply's own. */
  queryTitle: string;
  onFavoriteChange(value: YesNo): void;
}

/** The parts drawn after the first (cover, price, title), in order, one frame each (use-staged.ts). */
const PART = { facts: 1, description: 2, rest: 3 } as const;

export function DetailsView({ module, data, serviceId, esInfoId, queryTitle, onFavoriteChange }: DetailsViewProps) {
  const t = useT();
  const lang = useLanguage();
  const titleId = useId();
  const d = data.resultMap;
  const fields = detailFieldsOf(module);

  // Original / translated text (spec §4; rule in language-toggle.ts).
  const { texts, textLang, switchProps } = useTextToggle(data, lang);
  const pictures = usePictureViewer(texts.title);
  const share = useListingShare(module, d, texts.title, { serviceId, esInfoId });

  const favorite = useFavorite(
    { module, serviceId, esInfoId: str(d.esInfoId) || esInfoId },
    yesNo(d.isFavorite) ? 1 : 0,
    onFavoriteChange,
  );

  const images = imagePaths(d.imgList);
  const cover = coverOf(d, images);
  const coverImages = images.length > 0 ? images : cover ? [cover] : [];

  const labels = labelsOf(d.labelList);
  const place = str(d.countryCityName);
  const released = mediumDate(str(d.releaseTime), lang);
  const sourceName = str(d.infoSourceName);
  const sourceUrl = str(d.infoSource);
  const price = module.priceField ? d[module.priceField] : undefined;
  // Drawn in parts, one frame each (use-staged.ts): cover, price and title; the facts; the
  // description; pictures, publisher and contacts. The recommended list, a screen or more below the
  // cover, is asked for and drawn when the reader comes near it (use-reveal.tsx).
  const drawn = useStaged(PART.rest);
  const { stage, marker } = useReveal(1, drawn === PART.rest);

  return (
    <>
      <DetailsHeader module={module} share={share} star={favorite} />
      {/* Busy while its parts are still being drawn: a screen reader waits for the whole page. */}
      <article className="mkt-dt-main" aria-labelledby={titleId} aria-busy={drawn < PART.rest}>
        {/* Articles carry their pictures in the content (spec §2 /article); listings open on a cover. */}
        {module.commonDetail && (
          <button
            type="button"
            className="mkt-dt-cover"
            aria-label={t('details.viewer.open', { index: 1, count: coverImages.length || 1 })}
            disabled={coverImages.length === 0}
            onClick={() => pictures.open(coverImages, 0)}
          >
            <Img src={cover} alt="" ratio={COVER_RATIO} eager />
            {coverImages.length > 1 && (
              <span className="mkt-dt-count" aria-hidden="true">
                <Icon d={ICONS.photos} />
                {coverImages.length}
              </span>
            )}
          </button>
        )}

        <section className="mkt-dt-sec mkt-dt-summary">
          {price !== undefined && (
            <p className="mkt-dt-price">
              <Price
                amount={price as number}
                flag={str(d.priceFlag) || str(d.moneyUnitFlag)}
                cycle={fields.includes('billingCycle') ? str(d.billingCycle) : undefined}
              />
            </p>
          )}
          <h1 id={titleId} className="mkt-dt-title" lang={toHtmlLang(textLang)}>{texts.title}</h1>
          <LanguageSwitch {...switchProps} />
          <LabelList labels={labels} />
          <MetaLine place={place} released={released} releaseTime={str(d.releaseTime)} sourceName={sourceName} sourceUrl={sourceUrl} />
        </section>

        {drawn >= PART.facts && <Facts module={module} fields={fields} detail={d} />}

        {drawn >= PART.description && (
          <Description html={texts.content} lang={textLang} label={t('details.description')} heading={module.commonDetail} viewer={pictures} />
        )}

        {drawn >= PART.rest && (
          <>
            <Gallery images={images} onOpen={(index) => pictures.open(images, index)} />
            {fields.includes('petName') && <Publisher detail={d} card={chatCardOf({ module, serviceId, detail: d, imgPath: cover })} />}
            {fields.includes('contacts') && <ListingContacts module={module} detail={d} serviceId={serviceId} esInfoId={esInfoId} title={texts.title} />}
            <ReportListing module={module} serviceId={serviceId} detail={d} />
          </>
        )}

        {stage > 0 ? (
          <RecommendedList module={module} keyWords={queryTitle || str(d.title)} excludeId={serviceId} row={recommendRowOf(module)} />
        ) : (
          marker
        )}
      </article>
      {/* A trading module's buy bar (descriptor `trade`; spec §2 /saleGoods shopingcar, fillorder). */}
      {module.trade && <TradeBar module={module} trade={module.trade} detail={d} serviceId={serviceId} cover={cover} />}
      {pictures.element}
    </>
  );
}
