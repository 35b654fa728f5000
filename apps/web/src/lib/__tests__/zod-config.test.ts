import { describe, expect, it } from 'vitest';
import '../zod-config';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('runs without its compiler, so the CSP never reports an eval attempt', () => {
    expect(z.config().jitless).toBe(true);
    // and parsing still works
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
