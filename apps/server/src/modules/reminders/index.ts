/**
 * The reminders module's public entry: who sees a reminder and the card columns and views
 * other modules read with (the dashboard and timeline cards, the calendar feed, the export),
 * its table as the trash handles it, and its account-deletion step.
 */
export { reminderCardColumns } from './reminders-repository.js';
export {
  pendingCountedFor as remindersPendingCountedFor,
  seenBy as remindersSeenBy,
  seenByArms as remindersSeenByArms,
  visibleTo,
} from './reminders-audience-repository.js';
export type { ReminderViewer } from './reminders-audience-repository.js';
export type {
  ReminderCardRow,
  ReminderListRow,
  RemindersRepository,
} from './reminders-repository.js';
export { ruleOf, toReminder, toReminderCard } from './reminders-view.js';
/** its table as the trash lists, restores and deletes it for good */
export { reminderTrash } from './reminders-trash-repository.js';
export type { ReminderOccasions } from './reminder-occasions.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onRemindersAccountDeleted } from './reminders-account-deletion.js';
