// The publish-form schema of a module (spec §5), looked up by key rather than held by the
// descriptor: the registry is in every browsing chunk, and valibot with the publish rules is only
// needed by the publish forms and the server.
import { PUBLISH_SCHEMAS } from '../contract/validation/publish.js';
import type { ListingModule, PublishSchemaFactory } from './types.js';

type PublishingKey = keyof typeof PUBLISH_SCHEMAS;

const isPublishingKey = (key: string): key is PublishingKey => Object.hasOwn(PUBLISH_SCHEMAS, key);

/** The schema factory of a module users publish in, or null (articles). */
export function publishSchemaOf(m: ListingModule): PublishSchemaFactory | null {
  return m.publishes && isPublishingKey(m.key) ? PUBLISH_SCHEMAS[m.key] : null;
}
