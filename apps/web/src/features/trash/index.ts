/**
 * The trash's public entry: what other features use (a post, a memory, a reminder deleted
 * with an undo). The trash page is imported by its route from its own module: through here,
 * every page that deletes something loaded it.
 */
export { useUndoDelete } from './hooks/use-undo-delete';
