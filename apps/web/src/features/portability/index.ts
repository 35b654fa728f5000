/** Export and import of a couple's data: the profile's data card. */
export { DataPortability } from './components/data-portability';
/** What the partner's import held for me, to take or leave. */
export { ImportOffers } from './components/import-offers';
