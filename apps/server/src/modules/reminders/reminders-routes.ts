import { remindersContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { ReminderListsService } from './reminder-lists-service.js';
import type { RemindersService } from './reminders-service.js';

export interface RemindersRouteDeps {
  remindersService: RemindersService;
  reminderListsService: ReminderListsService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/reminders/*, as declared in the shared contract: thin; the rules live in reminders-service.ts. */
export function remindersRoutes(
  app: ZodApp,
  { remindersService: service, reminderListsService: lists, authenticate }: RemindersRouteDeps,
  done: () => void,
): void {
  const withAuth = { authenticate };

  handle(app, contract.list, withAuth, async (request) =>
    lists.list(signedInUser(request), request.query),
  );

  handle(app, contract.upcoming, withAuth, async (request) =>
    lists.upcoming(signedInUser(request), request.query),
  );

  handle(app, contract.overdue, withAuth, async (request) =>
    lists.overdue(signedInUser(request), request.query),
  );

  handle(app, contract.byType, withAuth, async (request) =>
    lists.byType(signedInUser(request), request.params.type, request.query),
  );

  handle(app, contract.byDate, withAuth, async (request) =>
    lists.byDate(signedInUser(request), request.params.date, request.query),
  );

  handle(app, contract.search, withAuth, async (request) =>
    lists.search(signedInUser(request), request.query),
  );

  handle(app, contract.statistics, withAuth, async (request) =>
    lists.statistics(signedInUser(request)),
  );

  handle(app, contract.recurring, withAuth, async (request) =>
    lists.recurring(signedInUser(request), request.query),
  );

  handle(app, contract.get, withAuth, async (request) =>
    service.get(signedInUser(request), request.params.id),
  );

  handle(app, contract.create, withAuth, async (request, reply) =>
    reply.code(201).send(await service.create(signedInUser(request), request.body)),
  );

  handle(app, contract.update, withAuth, async (request) =>
    service.update(signedInUser(request), request.params.id, request.body),
  );

  handle(app, contract.remove, withAuth, async (request) =>
    service.remove(signedInUser(request), request.params.id),
  );

  handle(app, contract.complete, withAuth, async (request) =>
    service.complete(signedInUser(request), request.params.id),
  );

  handle(app, contract.incomplete, withAuth, async (request) =>
    service.incomplete(signedInUser(request), request.params.id),
  );

  handle(app, contract.snooze, withAuth, async (request) =>
    service.snooze(signedInUser(request), request.params.id, request.body.snoozeUntil),
  );

  handle(app, contract.setRecurring, withAuth, async (request) =>
    service.setRecurring(signedInUser(request), request.params.id, request.body),
  );
  done();
}
