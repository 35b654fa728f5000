import { albumsContract } from '../albums/albums-contract.js';
import { authContract } from '../auth/auth-contract.js';
import { sessionsContract } from '../auth/sessions-contract.js';
import { totpContract } from '../auth/totp-contract.js';
import { passkeysContract } from '../auth/passkeys-contract.js';
import { blogContract } from '../blog/blog-contract.js';
import { blogSocialContract } from '../blog/blog-social-contract.js';
import { calendarContract } from '../calendar/calendar-contract.js';
import { checkinsContract } from '../checkins/checkins-contract.js';
import { coupleContract } from '../couple/couple-contract.js';
import { coupleInvitationContract } from '../couple/couple-invitation-contract.js';
import { dashboardContract } from '../dashboard/dashboard-contract.js';
import { eventsContract } from '../events/events-contract.js';
import { healthContract } from '../health/health-contract.js';
import { listContract } from '../list/list-contract.js';
import { lettersContract } from '../letters/letters-contract.js';
import { memoriesContract } from '../memories/memories-contract.js';
import { memorySocialContract } from '../memories/memory-social-contract.js';
import { messagesContract } from '../messages/messages-contract.js';
import { notificationsContract } from '../notifications/notifications-contract.js';
import { portabilityContract } from '../portability/portability-contract.js';
import { preferencesContract } from '../preferences/preferences-contract.js';
import { placesContract } from '../places/places-contract.js';
import { pushContract } from '../push/push-contract.js';
import { questionsContract } from '../questions/questions-contract.js';
import { shareLinksContract, sharedContract } from '../share-links/share-links-contract.js';
import { reminderHistoryContract } from '../reminders/reminder-history-contract.js';
import { remindersContract } from '../reminders/reminders-contract.js';
import { timelineContract } from '../timeline/timeline-contract.js';
import { trashContract } from '../trash/trash-contract.js';
import { uploadsContract } from '../uploads/uploads-contract.js';
import { usersContract } from '../users/users-contract.js';
import type { Contract } from './endpoint.js';

/**
 * Every area's contract, so what must cover the whole API derives from one list: the
 * server's test that its routes are exactly these, the test route catalogue, the checks on
 * every declaration. A new area's contract goes here.
 */
export const apiContracts = {
  albumsContract,
  authContract,
  sessionsContract,
  totpContract,
  passkeysContract,
  blogContract,
  blogSocialContract,
  calendarContract,
  checkinsContract,
  coupleContract,
  coupleInvitationContract,
  dashboardContract,
  eventsContract,
  healthContract,
  listContract,
  lettersContract,
  memoriesContract,
  memorySocialContract,
  messagesContract,
  notificationsContract,
  portabilityContract,
  preferencesContract,
  placesContract,
  pushContract,
  questionsContract,
  reminderHistoryContract,
  remindersContract,
  shareLinksContract,
  sharedContract,
  timelineContract,
  trashContract,
  uploadsContract,
  usersContract,
} satisfies Record<string, Contract>;
