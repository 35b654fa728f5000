import { createHmac } from 'node:crypto';
import { UPLOAD_LIMITS } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, RawQuery } from './db/client.js';
import { createTransact } from './db/transactions.js';
import type { BackgroundTasks } from './lib/background.js';
import type { Clock } from './lib/clock.js';
import type { RealtimeHub } from './lib/events.js';
import type { PushSender } from './lib/push.js';
import type { OutboundPolicy, Resolve } from './lib/outbound-guard.js';
import { createPushService } from './modules/push/push-service.js';
import { createCalendarRepository } from './modules/calendar/calendar-repository.js';
import { createCalendarService } from './modules/calendar/calendar-service.js';
import { createEventTickets } from './modules/events/events-tickets.js';
import { createEventsRepository } from './modules/events/events-repository.js';
import { createStreamRegistry } from './modules/events/event-streams.js';
import { createPushRepository } from './modules/push/push-repository.js';
import { createDeliveryRepository } from './modules/reminders/delivery-repository.js';
import { createReminderDelivery } from './modules/reminders/reminders-delivery.js';
import type { Mailer } from './lib/mailer.js';
import { createUrlSigner } from './lib/signed-urls.js';
import type { FileStorage } from './lib/storage.js';
import { createAccessTokens } from './lib/tokens.js';
import { createAuthRepository } from './modules/auth/auth-repository.js';
import { createAuthService } from './modules/auth/auth-service.js';
import { createAuthenticate } from './modules/auth/authenticate.js';
import { createOptionalAuthenticate } from './modules/auth/optional-authenticate.js';
import { createEmailLinksService } from './modules/auth/email-links-service.js';
import { createSessionsService } from './modules/auth/sessions-service.js';
import { createThrottle } from './modules/auth/throttle.js';
import { createBlogRepository } from './modules/blog/blog-repository.js';
import { createBlogService } from './modules/blog/blog-service.js';
import { createBlogSharingService } from './modules/blog/blog-sharing-service.js';
import { createBlogSocialService } from './modules/blog/blog-social-service.js';
import { createCoupleRepository } from './modules/couple/couple-repository.js';
import { createCoupleService } from './modules/couple/couple-service.js';
import { createNotificationsRepository } from './modules/notifications/notifications-repository.js';
import { createNotificationsService } from './modules/notifications/notifications-service.js';
import { createMemoriesRepository } from './modules/memories/memories-repository.js';
import { createMemoriesService } from './modules/memories/memories-service.js';
import { createUploadsRepository } from './modules/uploads/uploads-repository.js';
import { createUploadsService } from './modules/uploads/uploads-service.js';
import { createUploadSweep } from './modules/uploads/upload-sweep.js';
import { createTrashRepository } from './modules/trash/trash-repository.js';
import { createTrashService } from './modules/trash/trash-service.js';
import { createUsersRepository } from './modules/users/users-repository.js';
import { createUsersService } from './modules/users/users-service.js';
import { createPreferencesRepository } from './modules/preferences/preferences-repository.js';
import { createPreferencesService } from './modules/preferences/preferences-service.js';
import { createRemindersRepository } from './modules/reminders/reminders-repository.js';
import { createRemindersService } from './modules/reminders/reminders-service.js';
import { createReminderListsService } from './modules/reminders/reminder-lists-service.js';
import { createAvatarService } from './modules/users/avatar-service.js';
import { createDashboardRepository } from './modules/dashboard/dashboard-repository.js';
import { createDashboardService } from './modules/dashboard/dashboard-service.js';
import { createTimelineRepository } from './modules/timeline/timeline-repository.js';
import { createTimelineService } from './modules/timeline/timeline-service.js';
import { createAccountDeletionService } from './modules/account/account-deletion-service.js';
import * as authDeletion from './modules/auth/auth-account-deletion.js';
import * as coupleDeletion from './modules/couple/couple-account-deletion.js';
import * as memoriesDeletion from './modules/memories/memories-account-deletion.js';
import * as blogDeletion from './modules/blog/blog-account-deletion.js';
import * as uploadsDeletion from './modules/uploads/uploads-account-deletion.js';

export interface ServiceDeps {
  database: Database;
  jwtSecret: string;
  publicUrl: string;
  mailer: Mailer;
  clock: Clock;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  storage: FileStorage;
  events: RealtimeHub;
  push: PushSender;
  /** where user-given addresses (push endpoints) may point */
  outbound: OutboundPolicy;
  /** DNS for those checks (the system's unless a test points names) */
  resolve?: Resolve | undefined;
  /** due reminders claimed per transaction */
  schedulerBatchSize: number;
  /** seconds a rotated refresh token still yields its successor */
  refreshReuseGraceSeconds: number;
}

/** Repositories over one database handle (the pool, or a transaction: no `raw` there). */
export function createRepositories(db: Db, raw?: RawQuery) {
  return {
    users: createUsersRepository(db, raw),
    auth: createAuthRepository(db),
    couples: createCoupleRepository(db),
    notifications: createNotificationsRepository(db),
    uploads: createUploadsRepository(db),
    memories: createMemoriesRepository(db),
    reminders: createRemindersRepository(db),
    preferences: createPreferencesRepository(db),
    delivery: createDeliveryRepository(db),
    push: createPushRepository(db),
    events: createEventsRepository(db),
    calendar: createCalendarRepository(db),
    blog: createBlogRepository(db),
    blogAccount: blogDeletion.createBlogAccountRepository(db),
    dashboard: createDashboardRepository(db),
    timeline: createTimelineRepository(db),
    trash: createTrashRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

/** The one place where services meet what they depend on (tests may build pieces alone). */
export function createServices(deps: ServiceDeps) {
  const { clock } = deps;
  const repositories = createRepositories(deps.database.db, deps.database.raw);
  const transact = createTransact(deps.database.db, (tx) => createRepositories(tx));
  const accessTokens = createAccessTokens(deps.jwtSecret, clock);
  const throttle = createThrottle(repositories.auth, clock);
  const streams = createStreamRegistry(deps.events);

  const uploadsService = createUploadsService({
    uploads: repositories.uploads,
    storage: deps.storage,
    signer: createUrlSigner(deps.jwtSecret, UPLOAD_LIMITS.urlLifetimeSeconds, clock),
    clock,
    log: deps.log,
  });
  const uploadSweep = createUploadSweep({
    uploads: repositories.uploads,
    storage: deps.storage,
    clock,
  });
  const usersService = createUsersService({ users: repositories.users, uploadsService, clock });
  const sessions = createSessionsService({
    auth: repositories.auth,
    users: repositories.users,
    transact,
    accessTokens,
    clock,
    log: deps.log,
    // its own key, derived from the server secret (never the JWT key itself)
    successorKey: createHmac('sha256', deps.jwtSecret)
      .update('doita refresh successor')
      .digest('hex'),
    graceSeconds: deps.refreshReuseGraceSeconds,
    streams,
  });
  const emailLinks = createEmailLinksService({
    transact,
    throttle,
    mailer: deps.mailer,
    background: deps.background,
    clock,
    publicUrl: deps.publicUrl,
  });
  const coupleService = createCoupleService({
    couples: repositories.couples,
    users: repositories.users,
    transact,
    uploadsService,
    mailer: deps.mailer,
    background: deps.background,
    clock,
    publicUrl: deps.publicUrl,
  });
  const authService = createAuthService({
    users: repositories.users,
    transact,
    sessions,
    emailLinks,
    throttle,
    usersService,
    accessTokens,
    clock,
    streams,
    invitations: coupleService,
  });
  const authenticate = createAuthenticate({ accessTokens, users: repositories.users });
  const notificationsService = createNotificationsService({
    notifications: repositories.notifications,
    clock,
  });
  const memoriesService = createMemoriesService({
    memories: repositories.memories,
    uploadsService,
    transact,
    clock,
  });

  const remindersService = createRemindersService({
    reminders: repositories.reminders,
    transact,
    clock,
    events: deps.events,
    uploadsService,
  });

  const reminderListsService = createReminderListsService({
    reminders: repositories.reminders,
    uploadsService,
    clock,
  });
  const preferencesService = createPreferencesService({
    preferences: repositories.preferences,
    clock,
  });
  const reminderDelivery = createReminderDelivery({
    delivery: repositories.delivery,
    transact,
    clock,
    events: deps.events,
    push: deps.push,
    mailer: deps.mailer,
    background: deps.background,
    publicUrl: deps.publicUrl,
    batchSize: deps.schedulerBatchSize,
    log: deps.log,
  });
  const calendarService = createCalendarService({
    calendar: repositories.calendar,
    reminders: repositories.reminders,
    clock,
    publicUrl: deps.publicUrl,
  });
  const eventTickets = createEventTickets(repositories.events, clock);
  const pushService = createPushService({
    pushRepository: repositories.push,
    clock,
    policy: deps.outbound,
    resolve: deps.resolve,
  });
  const blogService = createBlogService({
    blog: repositories.blog,
    uploadsService,
    transact,
    clock,
  });
  const blogSocialService = createBlogSocialService({
    blog: repositories.blog,
    transact,
    uploadsService,
    clock,
  });
  const blogSharingService = createBlogSharingService({
    blog: repositories.blog,
    uploadsService,
    publicUrl: deps.publicUrl,
  });
  const dashboardService = createDashboardService({
    dashboard: repositories.dashboard,
    uploadsService,
    clock,
  });
  const timelineService = createTimelineService({
    timeline: repositories.timeline,
    uploadsService,
    clock,
  });
  const trashService = createTrashService({
    trash: repositories.trash,
    transact,
    uploadsService,
    events: deps.events,
    clock,
  });
  const avatarService = createAvatarService({
    users: repositories.users,
    transact,
    usersService,
    uploadsService,
    clock,
  });
  // Issue 6's pipeline: each module's step, in this order, in one transaction (docs/api.md).
  // Modules that keep something for the partner come before uploads, which takes the rest.
  const accountDeletion = createAccountDeletionService({
    transact,
    findCouple: coupleDeletion.findCoupleForDeletion,
    steps: [
      coupleDeletion.onAccountDeleted,
      memoriesDeletion.onAccountDeleted,
      blogDeletion.onAccountDeleted,
      authDeletion.onAccountDeleted,
      uploadsDeletion.onAccountDeleted,
    ],
    storage: deps.storage,
    clock,
    log: deps.log,
    streams,
  });

  return {
    repositories,
    transact,
    remindersService,
    reminderListsService,
    preferencesService,
    reminderDelivery,
    calendarService,
    eventTickets,
    streams,
    pushService,
    accessTokens,
    avatarService,
    trashService,
    accountDeletion,
    usersService,
    authService,
    authenticate,
    optionalAuthenticate: createOptionalAuthenticate(authenticate),
    coupleService,
    notificationsService,
    uploadsService,
    uploadSweep,
    memoriesService,
    blogService,
    blogSocialService,
    blogSharingService,
    dashboardService,
    timelineService,
  };
}
