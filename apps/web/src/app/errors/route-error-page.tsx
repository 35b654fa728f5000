import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundContent } from './not-found-content';
import { ErrorPage } from './error-page';

/** The router's error element: a 404 response reads as "not found", anything else as the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorPage error={error} />;
}
