import { remindersContract } from '@doita/shared';
import { contractRoutes, firstAnswerId } from '../../lib/contract-route.js';
import { signedInUser, signingIn } from '../auth/index.js';
import type { ReminderListsService } from './reminder-lists-service.js';
import type { RemindersService } from './reminders-service.js';

export interface RemindersRouteDeps {
  remindersService: RemindersService;
  reminderListsService: ReminderListsService;
}

/** /api/reminders/*, as declared in the shared contract: thin; the rules live in reminders-service.ts. */
export const remindersRoutes = ({
  remindersService: service,
  reminderListsService: lists,
}: RemindersRouteDeps) =>
  contractRoutes(remindersContract, {
    list: async (request) => lists.list(signedInUser(request), request.query),
    // the hottest read of the reminders: its holder is read with the page, in one round trip
    upcoming: {
      signsInItself: true,
      handler: async (request) => lists.upcomingSigningIn(signingIn(request), request.query),
    },
    overdue: async (request) => lists.overdue(signedInUser(request), request.query),
    byType: async (request) =>
      lists.byType(signedInUser(request), request.params.type, request.query),
    byDate: async (request) =>
      lists.byDate(signedInUser(request), request.params.date, request.query),
    search: async (request) => lists.search(signedInUser(request), request.query),
    statistics: async (request) => lists.statistics(signedInUser(request)),
    recurring: async (request) => lists.recurring(signedInUser(request), request.query),
    get: async (request) => service.get(signedInUser(request), request.params.id),
    create: {
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(signedInUser(request), request.body)),
      // a repeat answers the reminder as it now stands (edited since, or gone: 404)
      replay: (request, first) =>
        service.get(signedInUser(request), firstAnswerId(first, 'reminder')),
    },
    update: async (request) =>
      service.update(signedInUser(request), request.params.id, request.body),
    remove: async (request) => service.remove(signedInUser(request), request.params.id),
    complete: {
      handler: async (request) => service.complete(signedInUser(request), request.params.id),
      // a repeat answers the reminder as it now stands (its author's avatar signed for the
      // session asking now; undone or gone since: as it is, or 404)
      replay: (request) => service.get(signedInUser(request), request.params.id),
    },
    incomplete: async (request) => service.incomplete(signedInUser(request), request.params.id),
    snooze: async (request) =>
      service.snooze(signedInUser(request), request.params.id, request.body.snoozeUntil),
    setRecurring: async (request) =>
      service.setRecurring(signedInUser(request), request.params.id, request.body),
  });
