// Contract cases of the one-tap contact events (issue: Beyond the spec, "Contact in one tap";
// endpoints/contact.ts): the real client against the reference server, on the seed. A visitor and
// u-buyer count a reveal and a WhatsApp tap on a published land listing of u-enterprise; the
// publisher's own tap answers the same (it is not counted: tests/server/contact); the refusals: an
// event only the server counts, a module the listing is not in, an id that is not one.
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULES } from '../../../src/modules/registry.js';
import { enterpriseLandId } from '../support/seed-listing.js';
import { S } from '../support/shapes.js';
import type { Case } from '../support/cases.js';
import type { World } from '../support/world.js';

export interface ContactState {
  serviceId?: string;
}
export const newContactState = (): ContactState => ({});
type W = World<ContactState>;
type C = Case<ContactState>;

const land = MODULES.land;

/** The listing, read once. */
async function pick(w: W): Promise<void> {
  w.state.serviceId ??= await enterpriseLandId(w.db);
}
const listing = (w: W) => ({ moduleId: land.moduleId, serviceId: w.state.serviceId ?? '' });

export const CONTACT_CASES: readonly C[] = [
  { endpoint: 'recordContact', kind: 'happy', name: 'a visitor reveals the contacts', before: pick, body: (w) => ({ ...listing(w), event: 'reveal' }), expect: { code: 200, shape: S.null } },
  {
    endpoint: 'recordContact', kind: 'happy', name: 'u-buyer taps WhatsApp', as: 'buyer', before: pick,
    body: (w) => ({ ...listing(w), event: 'whatsapp' }),
    expect: { code: 200, shape: S.null },
  },
  {
    endpoint: 'recordContact', kind: 'happy', name: 'the publisher taps « Appeler » on its own listing', as: 'enterprise', before: pick,
    body: (w) => ({ ...listing(w), event: 'call' }),
    expect: { code: 200, shape: S.null },
  },
  {
    endpoint: 'recordContact', kind: 'bad', name: 'a chat (only the chat server counts it)', language: 'fr', before: pick,
    body: (w) => ({ ...listing(w), event: 'chat' }),
    expect: { code: 4422, key: MSG.checkWarning },
  },
  {
    endpoint: 'recordContact', kind: 'bad', name: 'a module that does not exist', before: pick,
    body: (w) => ({ ...listing(w), moduleId: 999, event: 'reveal' }),
    expect: { code: 4422 },
  },
  {
    endpoint: 'recordContact', kind: 'bad', name: 'an id that is not one',
    body: () => ({ moduleId: land.moduleId, serviceId: 'x1', event: 'reveal' }),
    expect: { code: 4422 },
  },
];
