import {
  SHARE_PAGE_PATH,
  SHARE_PASSCODE_HEADER,
  shareLinksContract,
  sharedContract,
} from '@doita/shared';
import { clientAddress } from '../../lib/client-address.js';
import { contractRoutes } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { ShareLinksService } from './share-links-service.js';

/** what a link's answers and its page carry: not indexed, no referrer, never stored */
export const SHARED_HEADERS = {
  'x-robots-tag': 'noindex, nofollow, noarchive',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

/** The passcode travels URI-encoded (a header is ASCII; a passcode may be Vietnamese). */
function passcodeOf(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /api/share-links (the couple's) and /api/shared/:token (a guest's), as the contracts declare. */
export function shareLinksRoutes(service: ShareLinksService) {
  const couple = contractRoutes(shareLinksContract, {
    list: async (request) => service.list(signedInUser(request), request.query),
    create: async (request, reply) =>
      reply.code(201).send(await service.create(signedInUser(request), request.body)),
    revoke: async (request) => service.revoke(signedInUser(request), request.params.id),
  });
  const guest = contractRoutes(sharedContract, {
    view: async (request, reply) => {
      reply.headers(SHARED_HEADERS);
      return service.view(
        request.params.token,
        request.query.page,
        passcodeOf(request.headers[SHARE_PASSCODE_HEADER]),
        // as the other limits key it: an IPv6 host is its /64, not each of its addresses
        clientAddress(request),
      );
    },
  });
  return async (app: ZodApp) => {
    await couple(app);
    await guest(app);
  };
}

/** The web page of a link (`/s/<token>`, served with the app) is not indexed nor referred either. */
export function isSharePage(url: string): boolean {
  return url.startsWith(SHARE_PAGE_PATH);
}
