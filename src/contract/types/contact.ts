// Contact events of a listing (issue: Beyond the spec, "Contact in one tap": "counted as contact
// events the publisher sees per listing (views, reveals, calls, chats)"). Each is counted at most
// once per viewer, listing, event and day (UTC), never for the listing's own publisher.
//   view      the details read itself (counted by the server, examples/server/contact/detail-views.ts)
//   reveal    the contacts shown (the app tells: recordContact)
//   call      the « Appeler » button (recordContact)
//   whatsapp  the « WhatsApp » button (recordContact)
//   chat      a chat started from the listing's card (counted by the chat server, never the app)
export const CONTACT_EVENTS = ['view', 'reveal', 'call', 'whatsapp', 'chat'] as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[number];

/** The events the app may report; views and chats are the server's own. */
export const CLIENT_CONTACT_EVENTS = ['reveal', 'call', 'whatsapp'] as const;
export type ClientContactEvent = (typeof CLIENT_CONTACT_EVENTS)[number];

export interface RecordContactRequest {
  moduleId: number;
  serviceId: string;
  event: ClientContactEvent;
}

/** The figures of one listing, as its publisher sees them in publish management (MyReleaseItem.stats). */
export interface ContactStats {
  views: number;
  reveals: number;
  calls: number;
  whatsapp: number;
  chats: number;
}

/** The stats field each event adds to. */
export const STAT_OF_EVENT: Readonly<Record<ContactEvent, keyof ContactStats>> = {
  view: 'views',
  reveal: 'reveals',
  call: 'calls',
  whatsapp: 'whatsapp',
  chat: 'chats',
};
