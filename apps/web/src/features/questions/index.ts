export { QuestionHubCard } from './components/question-hub-card';
export { QuestionPage } from './components/question-page';
