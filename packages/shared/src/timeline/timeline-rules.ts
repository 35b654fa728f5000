/*
 * The timeline's rules without zod (timeline-schemas.ts builds its schemas on them): the
 * web's timeline page reads its filters here, and importing them from the schemas' module
 * brought zod and every schema it builds (~27 KB gzipped) into the page's code.
 */

/** What the timeline can show: everything, or one kind. */
export const TIMELINE_FILTERS = ['all', 'memories', 'reminders', 'blog', 'anniversaries'] as const;
export type TimelineFilter = (typeof TIMELINE_FILTERS)[number];
export const TIMELINE_PAGE_SIZE = { default: 20, max: 50 } as const;
/** A cursor longer than this was not made by the server. */
export const TIMELINE_CURSOR_MAX = 200;
