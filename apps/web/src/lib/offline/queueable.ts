import {
  blogSocialContract,
  checkinsContract,
  lettersContract,
  listContract,
  memoriesContract,
  messagesContract,
  questionsContract,
  remindersContract,
} from '@doita/shared';
import type { EndpointDefinition } from '@doita/shared';

/**
 * The writes that may wait in the outbox. Each is declared `idempotent` (the server applies
 * a repeat with the same Idempotency-Key once), so a send whose answer was lost is safe to
 * send again. A queued write names its endpoint by operationId; the outbox finds the
 * declaration here when it sends it, after a reload too. A new offline write is one more
 * line here and `callOrQueue` where it is made.
 */
export const QUEUEABLE = [
  memoriesContract.create,
  memoriesContract.toggleFavorite,
  remindersContract.create,
  remindersContract.complete,
  blogSocialContract.like,
  blogSocialContract.addComment,
  lettersContract.create,
  questionsContract.answer,
  checkinsContract.setToday,
  listContract.create,
  listContract.done,
  listContract.undone,
  messagesContract.create,
] as const satisfies readonly (EndpointDefinition & { idempotent: true })[];

export type QueueableEndpoint = (typeof QUEUEABLE)[number];

/** The declaration a queued write is sent to. */
export function queueableEndpoint(operationId: string): QueueableEndpoint | undefined {
  return QUEUEABLE.find((endpoint) => endpoint.operationId === operationId);
}
