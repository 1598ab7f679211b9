// A home section's heading with an optional "more" link to the full list.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { Icon } from './icons.js';

export function SectionHead({ id, title, more }: { id: string; title: string; more?: string | null }) {
  const t = useT();
  return (
    <div className="mkt-home-head">
      <h2 id={id}>{title}</h2>
      {more && (
        <Link href={more} className="mkt-home-more" aria-label={t('home.moreOf', { title })}>
          {t('home.more')}
          <Icon name="chevron" />
        </Link>
      )}
    </div>
  );
}
