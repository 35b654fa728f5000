import { NotFoundContent } from '../errors/not-found-content';

/** Any path outside the route table. */
export function Component() {
  return <NotFoundContent />;
}
