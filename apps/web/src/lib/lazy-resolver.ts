import type { FieldValues, Resolver } from 'react-hook-form';
import { withChunkReload } from './chunk-reload';

/**
 * A react-hook-form resolver whose schema (zod, ~26 KB gzipped) loads in its own chunk: the
 * form renders at once and validation waits for the chunk the first time only.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  // The chunk may be asked for long after the page loaded: one a deployment has since
  // replaced reloads the page, as a page's own chunk does, rather than leave a form whose
  // submit silently does nothing.
  const loadOrReload = withChunkReload(load);
  return async (values, context, options) => {
    resolver ??= loadOrReload().catch((error: unknown) => {
      resolver = null;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
