/** The trash feature's public entry. */
export { TrashScreen } from './components/trash-screen';
export { useUndoDelete } from './hooks/use-undo-delete';
