// The category tabs of a list (spec §2 "Category tabs"; §3 "Lookups": tags (id, name, children),
// two-level for housekeeping and business). The first tab is "popular" where the module has one
// (housekeeping, business, visa; articles' default tab), otherwise "all"; both mean "no tag".
// Two-level modules show the chosen first-level tag's children in a second row, whose first chip
// is the whole first-level tag (the server matches a parent's children, spec §7).
import type { Tag } from '../../contract/types/common.js';
import type { ListingModule } from '../../modules/types.js';
import { useCall } from '../kit/use-call.js';
import { useLanguage } from '../kit/price.js';
import { useT } from '../../ui/t-context.js';
import { TabStrip, type TabItem } from './tab-strip.js';

const isTag = (x: unknown): x is Tag =>
  typeof x === 'object' && x !== null && typeof (x as Tag).id === 'number' && typeof (x as Tag).name === 'string';

/** Tags as they arrive; anything that is not a tag row is dropped. */
export const asTags = (data: unknown): Tag[] => (Array.isArray(data) ? data.filter(isTag) : []);

/** Key of the first tab ("popular" / "all"): no tag. */
const NO_TAG = '';
const keyOf = (id: number | null): string => (id === null ? NO_TAG : String(id));
const idOf = (key: string): number | null => (key === NO_TAG ? null : Number(key));
const tabsOf = (first: string, tags: readonly Tag[]): TabItem[] => [
  { key: NO_TAG, label: first },
  ...tags.map((tag) => ({ key: String(tag.id), label: tag.name })),
];

interface TagTabsProps {
  module: ListingModule;
  tagId: number | null;
  childTagId: number | null;
  onTag(tagId: number | null): void;
  onChildTag(childTagId: number | null): void;
}

export function TagTabs({ module, tagId, childTagId, onTag, onChildTag }: TagTabsProps) {
  const t = useT();
  const lang = useLanguage();
  // Tag names are in the viewer's language: a language change asks again.
  const { state } = useCall(module.endpoints.tags, {}, `${module.key}|${lang}`);
  const tags = state.status === 'ok' ? asTags(state.data) : [];
  const first = module.popular ? t('listScreen.popular') : t('listScreen.all');
  const parent = tagId === null ? undefined : tags.find((tag) => tag.id === tagId);
  return (
    <>
      <TabStrip
        variant="tabs"
        label={t('listScreen.categories')}
        items={tabsOf(first, tags)}
        current={keyOf(tagId)}
        onSelect={(key) => onTag(idOf(key))}
      >
        {state.status === 'loading' && [1, 2, 3].map((i) => <span key={i} className="mkt-skel mkt-list-tab-skel" aria-hidden="true" />)}
      </TabStrip>
      {module.filters.tagLevels === 2 && parent && (
        <ChildTags module={module} parent={parent} childTagId={childTagId} onChildTag={onChildTag} />
      )}
    </>
  );
}

function ChildTags({ module, parent, childTagId, onChildTag }: { module: ListingModule; parent: Tag; childTagId: number | null; onChildTag(id: number | null): void }) {
  const t = useT();
  const lang = useLanguage();
  const second = module.endpoints.secondTags;
  // The first-level reply may already carry the children; otherwise ask the second-tags call.
  const inline = parent.children;
  const { state } = useCall(second ?? module.endpoints.tags, inline || !second ? null : { parentTagId: parent.id }, `${parent.id}|${lang}`);
  const children = inline ? asTags(inline) : state.status === 'ok' ? asTags(state.data) : [];
  if (children.length === 0) return null;
  return (
    <TabStrip
      variant="chips"
      label={t('listScreen.subcategories', { name: parent.name })}
      items={tabsOf(t('listScreen.all'), children)}
      current={keyOf(childTagId)}
      onSelect={(key) => onChildTag(idOf(key))}
    />
  );
}
