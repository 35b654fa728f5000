/** The couple's conversation: what other features and the app's pages may use. */
export { ConversationPage } from './components/conversation-page';
export { PinnedNotes } from './components/pinned-notes';
