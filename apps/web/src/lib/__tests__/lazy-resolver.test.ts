import type { Resolver } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '../lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });

describe('lazy resolver (a form’s schema in its own chunk)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, reload, assign: vi.fn() });
  });
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('loads the schema once, on the first validation, and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(valid));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    await resolver({ email: 'x@y.z' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk a deployment replaced reloads the page once, not a submit that does nothing', async () => {
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const resolver = lazyResolver<Values, Values>(gone);
    void resolver({ email: 'a@b.c' }, undefined, options); // never settles: the page reloads
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // another form right after (the reload just happened): the failure is its own, no loop
    const another = lazyResolver<Values, Values>(gone);
    await expect(another({ email: 'a@b.c' }, undefined, options)).rejects.toThrow(
      'dynamically imported module',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure it did not reload for', async () => {
    sessionStorage.setItem('chunk_reload_at', String(Date.now()));
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).rejects.toThrow();
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
