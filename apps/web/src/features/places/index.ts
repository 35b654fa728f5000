/** What other features may use of the places': the place field and the statistics' places. */
export { PlaceField } from './components/place-field';
export { PlacesStats } from './components/places-stats';
