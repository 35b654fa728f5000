/**
 * The albums feature's public entry: what other features use. Its pages are imported by
 * their routes from their own modules, so a piece taken from here never brings a page's code.
 */
export { MemoryAlbumActions } from './components/add-to-albums';
