// Parts of a listing's summary block (spec §2 "Common details screen": labels, country and city,
// release time, source), shared by the details screen and the publisher's own view
// (/<module>/publishDetails) so both read the same.
import { useT } from '../../ui/t-context.js';
import { Icon, ICONS } from './icons.js';

export function LabelList({ labels }: { labels: readonly { id: string; name: string }[] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className="mkt-labels mkt-dt-labels" aria-label={t('details.labels')}>
      {labels.map((l) => (
        <li key={l.id} className="mkt-label">{l.name}</li>
      ))}
    </ul>
  );
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

export interface MetaLineProps {
  place: string;
  /** The formatted date, and the server's value for <time dateTime>. */
  released: string;
  releaseTime: string;
  sourceName?: string;
  sourceUrl?: string;
}

export function MetaLine({ place, released, releaseTime, sourceName = '', sourceUrl = '' }: MetaLineProps) {
  const t = useT();
  return (
    <p className="mkt-dt-meta">
      {place && (
        <span>
          <Icon d={ICONS.pin} />
          <span className="mkt-sr">{t('details.countryCity')}</span>
          {place}
        </span>
      )}
      {released && (
        <span>
          <Icon d={ICONS.clock} />
          <span className="mkt-sr">{t('details.releaseTime')}</span>
          <time dateTime={releaseTime}>{released}</time>
        </span>
      )}
      {sourceName && (
        <span>
          <Icon d={ICONS.source} />
          <span className="mkt-sr">{t('details.source')}</span>
          {isHttp(sourceUrl) ? (
            <a href={sourceUrl} target="_blank" rel="noopener noreferrer">{sourceName}</a>
          ) : (
            sourceName
          )}
        </span>
      )}
    </p>
  );
}
