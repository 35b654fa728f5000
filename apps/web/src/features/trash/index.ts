/** The trash feature's public entry (issue 18). */
export { TrashScreen } from './components/trash-screen';
export { useUndoDelete } from './hooks/use-undo-delete';
export { trashQueryKeys } from './api/trash-api';
