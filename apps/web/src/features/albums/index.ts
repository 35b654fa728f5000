export { AlbumsPage } from './components/albums-page';
export { AlbumDetail } from './components/album-detail';
export { MemoryAlbumActions } from './components/add-to-albums';
export { SharedPage } from './components/shared-page';
