import { apiContracts, contractEndpoints } from '@doita/shared';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { isOneWay, responseSerializerCompiler } from '../src/lib/response-serializer.js';

const serializerOf = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('isOneWay', () => {
  it.each([
    ['a string with checks', z.string().min(1).max(10)],
    ['an object of formats', z.object({ id: z.uuid(), at: z.iso.datetime(), n: z.int() })],
    ['nullable, optional, readonly', z.object({ a: z.string().nullable().optional() }).readonly()],
    ['arrays, tuples, records', z.array(z.tuple([z.string(), z.record(z.string(), z.number())]))],
    ['unions and intersections', z.union([z.literal('a'), z.object({ b: z.boolean() })])],
    [
      'a discriminated union',
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), a: z.string() }),
        z.object({ kind: z.literal('b'), b: z.number() }),
      ]),
    ],
    ['an enum and a date', z.object({ e: z.enum(['x', 'y']), d: z.date() })],
  ])('%s reads the same both ways', (_name, schema) => {
    expect(isOneWay(schema)).toBe(false);
  });

  it.each([
    ['a default', z.object({ a: z.string().default('x') })],
    ['a prefault deep inside', z.array(z.object({ a: z.object({ b: z.number().prefault(1) }) }))],
    ['a catch', z.string().catch('x')],
    ['a transform', z.string().transform((s) => s.length)],
    ['a pipe', z.string().pipe(z.string().min(1))],
    [
      'a codec',
      z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
    ],
    ['an option of a union', z.union([z.string(), z.number().default(0)])],
    ['a record value', z.record(z.string(), z.string().default(''))],
    [
      'the right of an intersection',
      z.intersection(z.object({}), z.object({ a: z.catch(z.string(), '') })),
    ],
  ])('%s is only one way round', (_name, schema) => {
    expect(isOneWay(schema)).toBe(true);
  });

  it('follows a recursive schema to its end, both ways', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(node) }),
    );
    expect(isOneWay(node)).toBe(false);
    interface Marked {
      name: string;
      next?: Marked | undefined;
    }
    const marked: z.ZodType<Marked> = z.lazy(() =>
      z.object({ name: z.string().default('?'), next: marked.optional() }),
    );
    expect(isOneWay(marked)).toBe(true);
  });
});

describe('responseSerializerCompiler', () => {
  const page = z.object({
    items: z.array(
      z.object({ id: z.uuid(), title: z.string().max(20), note: z.string().nullable() }),
    ),
    total: z.int().min(0),
  });
  const value = {
    items: [{ id: crypto.randomUUID(), title: 'Đà Lạt 🌸', note: null, secret: 'hash' }],
    total: 1,
    extra: true,
  };

  it('writes what encoding wrote: the named fields only', () => {
    const written = serializerOf(page)(value);
    expect(written).toBe(JSON.stringify(safeEncode(page, value).data));
    expect(JSON.parse(written)).toEqual({
      items: [{ id: value.items[0]?.id, title: 'Đà Lạt 🌸', note: null }],
      total: 1,
    });
  });

  it('takes the schema as `{ properties }` too', () => {
    expect(serializerOf({ properties: page })(value)).toBe(serializerOf(page)(value));
  });

  it('refuses an answer its schema does not allow, parsed or encoded', () => {
    for (const schema of [page, page.extend({ total: z.int().default(0) })]) {
      const write = serializerOf(schema);
      const wrong = { ...value, items: [{ ...value.items[0], title: 'x'.repeat(21) }] };
      expect(() => write(wrong)).toThrow();
      try {
        write(wrong);
      } catch (error) {
        expect(isResponseSerializationError(error)).toBe(true);
      }
    }
  });

  it('still encodes a schema that is one way round: a codec writes its encoded side', () => {
    const at = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    const write = serializerOf(z.object({ at }));
    expect(write({ at: new Date('2026-02-28T17:00:00.000Z') })).toBe(
      '{"at":"2026-02-28T17:00:00.000Z"}',
    );
  });

  it('knows every response schema of the API, and finds none of them one way round', () => {
    const responses = contractEndpoints(apiContracts).flatMap((endpoint) =>
      Object.values(endpoint.responses ?? {}).filter((schema) => schema instanceof $ZodType),
    );
    expect(responses.length).toBeGreaterThan(100);
    // A schema found one way round is still right (encoded); this names which, so a
    // default or transform that slips into an answer is a choice, not an accident.
    expect(responses.filter((schema) => isOneWay(schema))).toEqual([]);
  });
});
