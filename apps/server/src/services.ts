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
import { deriveKey } from './lib/secrets.js';
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
import {
  createBlogAccountRepository,
  createBlogRepository,
} from './modules/blog/blog-repository.js';
import { createBlogService } from './modules/blog/blog-service.js';
import { createBlogSharingService } from './modules/blog/blog-sharing-service.js';
import { createBlogSocialService } from './modules/blog/blog-social-service.js';
import { createCoupleRepository } from './modules/couple/couple-repository.js';
import { createCoupleService } from './modules/couple/couple-service.js';
import { createNotificationsRepository } from './modules/notifications/notifications-repository.js';
import { createNotificationsService } from './modules/notifications/notifications-service.js';
import { createMemoriesRepository } from './modules/memories/memories-repository.js';
import { createMemoriesService } from './modules/memories/memories-service.js';
import { createMemorySocialRepository } from './modules/memories/memory-social-repository.js';
import { createMemorySocialService } from './modules/memories/memory-social-service.js';
import { createNotifier } from './modules/notifications/notifier.js';
import { createMilestoneDelivery } from './modules/notifications/milestone-delivery.js';
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
import { createReminderOccasions } from './modules/reminders/reminder-occasions.js';
import { createAvatarService } from './modules/users/avatar-service.js';
import { createDashboardRepository } from './modules/dashboard/dashboard-repository.js';
import { createDashboardService } from './modules/dashboard/dashboard-service.js';
import { createTimelineRepository } from './modules/timeline/timeline-repository.js';
import { createTimelineService } from './modules/timeline/timeline-service.js';
import { createAccountDeletionService } from './modules/account/account-deletion-service.js';
import * as authDeletion from './modules/auth/auth-account-deletion.js';
import * as coupleDeletion from './modules/couple/couple-account-deletion.js';
import * as memoriesDeletion from './modules/memories/memories-account-deletion.js';
import * as remindersDeletion from './modules/reminders/reminders-account-deletion.js';
import * as blogDeletion from './modules/blog/blog-account-deletion.js';
import * as uploadsDeletion from './modules/uploads/uploads-account-deletion.js';
import { createPortabilityRepository } from './modules/portability/portability-repository.js';
import { createExportsService } from './modules/portability/exports-service.js';
import { createImportsService } from './modules/portability/imports-service.js';
import { PORTABILITY_LIMITS } from '@doita/shared';
import path from 'node:path';

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
  /** DATA_DIR: exports and imports keep their ZIPs under it */
  dataDir: string;
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
    memorySocial: createMemorySocialRepository(db),
    reminders: createRemindersRepository(db),
    preferences: createPreferencesRepository(db),
    delivery: createDeliveryRepository(db),
    push: createPushRepository(db),
    events: createEventsRepository(db),
    calendar: createCalendarRepository(db),
    blog: createBlogRepository(db),
    blogAccount: createBlogAccountRepository(db),
    dashboard: createDashboardRepository(db),
    timeline: createTimelineRepository(db),
    trash: createTrashRepository(db),
    portability: createPortabilityRepository(db),
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
    successorKey: deriveKey(deps.jwtSecret, 'doita refresh successor').toString('hex'),
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
  const notifier = createNotifier({
    notifications: repositories.notifications,
    transact,
    delivery: repositories.delivery,
    events: deps.events,
    push: deps.push,
    background: deps.background,
    clock,
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
    notifier,
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
    social: repositories.memorySocial,
    notifier,
    log: deps.log,
  });
  const memorySocialService = createMemorySocialService({
    memories: repositories.memories,
    social: repositories.memorySocial,
    notifier,
    events: deps.events,
    uploadsService,
    clock,
    log: deps.log,
  });
  const milestoneDelivery = createMilestoneDelivery({
    milestones: repositories.notifications,
    notifier,
    clock,
  });

  const remindersService = createRemindersService({
    reminders: repositories.reminders,
    transact,
    clock,
    events: deps.events,
    uploadsService,
  });

  const reminderOccasions = createReminderOccasions({ reminders: repositories.reminders, clock });
  const reminderListsService = createReminderListsService({
    reminders: repositories.reminders,
    uploadsService,
    occasions: reminderOccasions,
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
    notifier,
    log: deps.log,
  });
  const blogSocialService = createBlogSocialService({
    blog: repositories.blog,
    transact,
    uploadsService,
    clock,
    notifier,
    log: deps.log,
  });
  const blogSharingService = createBlogSharingService({
    blog: repositories.blog,
    uploadsService,
    publicUrl: deps.publicUrl,
  });
  const dashboardService = createDashboardService({
    dashboard: repositories.dashboard,
    uploadsService,
    occasions: reminderOccasions,
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
      remindersDeletion.onAccountDeleted,
      blogDeletion.onAccountDeleted,
      authDeletion.onAccountDeleted,
      uploadsDeletion.onAccountDeleted,
    ],
    storage: deps.storage,
    clock,
    log: deps.log,
    streams,
  });

  const exportsService = createExportsService({
    portability: repositories.portability,
    storage: deps.storage,
    signer: createUrlSigner(deps.jwtSecret, PORTABILITY_LIMITS.downloadUrlLifetimeSeconds, clock),
    clock,
    background: deps.background,
    log: deps.log,
    exportsDir: path.join(deps.dataDir, 'exports'),
  });
  const importsService = createImportsService({
    portability: repositories.portability,
    uploads: repositories.uploads,
    transact,
    uploadsService,
    clock,
    background: deps.background,
    log: deps.log,
    importsDir: path.join(deps.dataDir, 'imports'),
  });

  return {
    repositories,
    transact,
    exportsService,
    importsService,
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
    memorySocialService,
    milestoneDelivery,
    notifier,
    blogService,
    blogSocialService,
    blogSharingService,
    dashboardService,
    timelineService,
  };
}
