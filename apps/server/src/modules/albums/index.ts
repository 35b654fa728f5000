/**
 * The albums module's public entry: who sees an album and which of its memories show (for
 * the share links, which show an album to a guest), its repository's type, and its
 * account-deletion step.
 */
export {
  albumMemoryShows,
  albumsSeenBy,
  shareableIn as memoriesShareableIn,
} from './albums-repository.js';
export type { AlbumsRepository, AlbumViewer } from './albums-repository.js';
export { toAlbum, toAlbumMemories } from './albums-view.js';
export type { SignImage } from './albums-view.js';
export { onAccountDeleted as onAlbumsAccountDeleted } from './albums-account-deletion.js';
