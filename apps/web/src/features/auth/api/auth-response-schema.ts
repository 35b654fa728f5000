/*
 * The schema of a login or registration answer, in a module of its own: it brings zod and
 * the shared schemas (~27 KB gzipped), which the sign-in page does not need to draw.
 * parse-auth-response.ts loads it when an answer comes (the form starts loading it while
 * the person types, with the form's own schemas).
 */
export { authResponseSchema } from '@doita/shared';
