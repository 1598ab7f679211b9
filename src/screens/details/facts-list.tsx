// The facts of facts.ts as a definition list, and the house facility flags as a yes/no list.
import { useId } from 'react';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import { factsOf, type ShownFact } from './facts.js';
import { Icon, ICONS } from './icons.js';
import type { Detail } from './read.js';

function FlagValue({ value }: { value: string }) {
  const t = useT();
  const yes = value === 'yes';
  return (
    <span className={yes ? 'mkt-dt-flag mkt-dt-yes' : 'mkt-dt-flag mkt-dt-no'}>
      <Icon d={yes ? ICONS.check : ICONS.cross} />
      {t(yes ? 'details.yes' : 'details.no')}
    </span>
  );
}

function FactList({ facts }: { facts: readonly ShownFact[] }) {
  return (
    <dl className="mkt-dt-facts">
      {facts.map((f) => (
        <div key={f.field} data-fact={f.field}>
          <dt>{f.label}</dt>
          <dd>{f.kind === 'text' ? f.value : <FlagValue value={f.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Facts({ module, fields, detail }: { module: ListingModule; fields: readonly string[]; detail: Detail }) {
  const t = useT();
  const lang = useLanguage();
  const factsId = useId();
  const facilitiesId = useId();
  const shown = factsOf(fields, detail, { t, lang, module });
  const facts = shown.filter((f) => f.kind !== 'facility');
  const facilities = shown.filter((f) => f.kind === 'facility');
  if (shown.length === 0) return null;
  return (
    <>
      {facts.length > 0 && (
        <section className="mkt-dt-sec" aria-labelledby={factsId}>
          <h2 id={factsId} className="mkt-dt-h2">{t('details.factsTitle')}</h2>
          <FactList facts={facts} />
        </section>
      )}
      {facilities.length > 0 && (
        <section className="mkt-dt-sec" aria-labelledby={facilitiesId}>
          <h2 id={facilitiesId} className="mkt-dt-h2">{t('details.facilitiesTitle')}</h2>
          <FactList facts={facilities} />
        </section>
      )}
    </>
  );
}
