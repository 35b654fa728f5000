/**
 * The messages module's public entry: who may open a message's photo, what an export
 * reads, and its account-deletion step.
 */
export { messagePhotosRule } from './messages-audience-repository.js';
export type { MessageListRow, MessagePosition, MessagesRepository } from './messages-repository.js';
/** Its step of the account-deletion pipeline (the account module lists the steps in order). */
export { onAccountDeleted as onMessagesAccountDeleted } from './messages-account-deletion.js';
