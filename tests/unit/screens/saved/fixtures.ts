// Replies of the fake API for the history, collection and mine tests.

/** A favourites / history row as the server sends it (contract SavedItem). */
export const saved = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  serviceId: id,
  moduleId: 6,
  title,
  imgPath: `/uploads/${id}.png`,
  content: `About ${title}`,
  time: '2024-05-02T10:00:00.000Z',
  ...extra,
});

/** A 200 reply with one page of rows. */
export const page = (items: unknown[], totalCount = items.length) => ({ code: 200, customData: { totalCount, pageBreakList: items } });
