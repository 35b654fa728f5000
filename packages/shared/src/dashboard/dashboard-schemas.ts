import { z } from 'zod';
import { memoryMoodSchema } from '../memories/memories-schemas.js';
import { reminderOccasionSchema } from '../reminders/reminder-history-schemas.js';
import { reminderStatusSchema, reminderTypeSchema } from '../reminders/reminders-schemas.js';
import { imageSchema } from '../uploads/uploads-schemas.js';

/**
 * GET /dashboard: everything the home page needs in one round trip. Counts and lists
 * (docs/product-rules.md, Home): recent activity is the top 3 memories and top 3 reminders
 * merged to 5, the next 3 reminders with descriptions cut at 100 characters.
 */
export const DASHBOARD_UPCOMING = 3;
/** at most this many "on this day" memories are sent (newest year first) */
export const ON_THIS_DAY_MAX = 6;
/** "upcoming events": due from now to 7 days ahead, not completed */
export const DASHBOARD_UPCOMING_DAYS = 7;

export const dashboardCountsSchema = z.object({
  /** memories the viewer can see ("saved") */
  memories: z.number().int(),
  /** the couple's reminders not completed ("active") */
  activeReminders: z.number().int(),
  /** not completed and due within 7 days (the stat card shows only when > 0; the bell badge) */
  upcomingReminders: z.number().int(),
  /** "places we've been": the viewer's map's places (memories with coordinates, by name and point) */
  places: z.number().int(),
});

export const recentActivityItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('memory'),
    id: z.string(),
    title: z.string(),
    /** YYYY-MM-DD */
    date: z.string(),
    mood: memoryMoodSchema.nullable(),
    createdAt: z.string(),
  }),
  z.object({
    kind: z.literal('reminder'),
    id: z.string(),
    title: z.string(),
    datetime: z.string(),
    type: reminderTypeSchema,
    createdAt: z.string(),
  }),
]);
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

export const upcomingReminderSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** cut at 100 characters */
  description: z.string(),
  datetime: z.string(),
  type: reminderTypeSchema,
  status: reminderStatusSchema,
});
export type UpcomingReminder = z.infer<typeof upcomingReminderSchema>;

export const onThisDayMemorySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, in an earlier year */
  date: z.string(),
  yearsAgo: z.number().int(),
  cover: imageSchema.nullable(),
});
export type OnThisDayMemory = z.infer<typeof onThisDayMemorySchema>;

export const dashboardMilestoneSchema = z.object({
  milestone: z.enum(['days', 'years']),
  count: z.number().int(),
  /** YYYY-MM-DD */
  date: z.string(),
  daysUntil: z.number().int(),
});

/** The couple time display, counted in the viewer's time zone. */
export const dashboardCoupleSchema = z.object({
  partnerName: z.string(),
  /** YYYY-MM-DD the days count from */
  startDate: z.string(),
  daysTogether: z.number().int(),
  nextMilestone: dashboardMilestoneSchema,
});

export const dashboardSchema = z.object({
  /** the viewer's local date the answer was computed for (YYYY-MM-DD) */
  today: z.string(),
  counts: dashboardCountsSchema,
  recentActivity: z.array(recentActivityItemSchema),
  upcoming: z.array(upcomingReminderSchema),
  /**
   * When `upcoming` is empty, the soonest reminder due after its 7 days (null when there is
   * none, or when `upcoming` has some): a free week is not an empty list of reminders.
   */
  nextReminder: upcomingReminderSchema.nullable(),
  /** the anniversary and birthdays within the same 7 days, computed (nobody wrote them) */
  occasions: z.array(reminderOccasionSchema),
  onThisDay: z.array(onThisDayMemorySchema),
  /** null when not connected */
  couple: dashboardCoupleSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });
