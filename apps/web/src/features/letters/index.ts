/** Letters for later: what other features and the app's pages may use. */
export { LettersHubCard } from './components/letters-hub-card';
export { LettersPage } from './components/letters-page';
export { BackToLetters, LetterDetail } from './components/letter-detail';
