import { usersContract } from '@doita/shared';
import { queryKeyOf } from './query-key';

/**
 * The query key of the signed-in user (GET /user/me). It lives here so any feature that
 * changes the user server-side (e.g. connecting a couple) can ask for a fresh copy.
 */
export const SESSION_USER_QUERY_KEY = queryKeyOf(usersContract.getMe);
