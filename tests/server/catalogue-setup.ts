// A seeded database and an in-process server with the catalogue handlers, for the catalogue tests.
import { CATALOGUE_HANDLERS } from '../../examples/server/catalogue/index.js';
import type { Reply } from '../../src/contract/envelope.js';
import type { TestDatabase } from './databases.js';
import { openSeeded, type SeededServer } from './seeded-server.js';

export interface CatalogueFixture extends Omit<SeededServer, 'post'> {
  /** POST by endpoint path with customData, in a language, optionally logged in ('tok-<userId>'). */
  call<T>(path: string, customData: unknown, language?: 'cn' | 'en' | 'fr', token?: string): Promise<Reply<T>>;
}

export async function openCatalogue(target: TestDatabase): Promise<CatalogueFixture> {
  const { post, ...seeded } = await openSeeded(target, CATALOGUE_HANDLERS);
  return {
    ...seeded,
    call: <T>(path: string, customData: unknown, language: 'cn' | 'en' | 'fr' = 'en', token?: string) =>
      post<T>(path, customData, { meta: { language }, ...(token ? { token } : {}) }),
  };
}
