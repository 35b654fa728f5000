import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema (zod, ~26 KB gzipped) loads in its own chunk: the
 * form renders at once and validation waits for the chunk the first time only.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      resolver = null;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
