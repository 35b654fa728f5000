/** The calendar module's public entry: what other modules may use. */
/** a list of reminders as an ICS calendar (the export writes one) */
export { remindersCalendar } from './ics.js';
