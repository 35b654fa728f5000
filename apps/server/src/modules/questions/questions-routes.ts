import { questionsContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { QuestionsService } from './questions-service.js';

/** /api/questions/*: today's question, my answer, the skip, the history. */
export const questionsRoutes = (questionsService: QuestionsService) =>
  contractRoutes(questionsContract, {
    today: async (request) => questionsService.today(signedInUser(request)),
    answer: async (request) => questionsService.answer(signedInUser(request), request.body),
    skip: async (request) => questionsService.skip(signedInUser(request)),
    history: async (request) => questionsService.history(signedInUser(request), request.query),
  });
