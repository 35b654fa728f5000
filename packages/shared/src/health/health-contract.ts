import { healthResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';

const tags = ['health'] as const;

/** /api/health*: for load balancers and monitors (outside every rate limit). */
export const healthContract = {
  live: endpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'The process answers',
    tags,
    security: 'none',
    rateLimit: false,
    responses: { 200: healthResponseSchema },
    errors: [],
  }),
  ready: endpoint({
    operationId: 'getReadiness',
    method: 'GET',
    path: '/health/ready',
    summary: 'The database answers too (503 when it does not)',
    tags,
    security: 'none',
    rateLimit: false,
    responses: { 200: healthResponseSchema },
    errors: [503],
  }),
};
