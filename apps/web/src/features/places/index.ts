/** What other features may use of the places': the place field, the statistics' places, the map page. */
export { PlaceField } from './components/place-field';
export { PlacesStats } from './components/places-stats';
