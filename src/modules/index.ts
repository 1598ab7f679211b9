// Public entry of the module registry (DESIGN.md §3).
export { FALLBACK_MODULE, MODULES, MODULE_LIST, moduleById, historyModuleOf } from './registry.js';
export { publishSchemaOf } from './publish-schema.js';
export { COMMON_DETAIL_FIELDS, fieldsOf, attrsOf, subsetOf, type AttrField, type AttrKind, type DetailExtras } from './fields.js';
export type {
  ColumnField, IdField, ListingFilters, ListingModule, MineScreen, ModuleKey, PopularTab, PriceField, PublishSchemaFactory, RowLayout,
} from './types.js';
