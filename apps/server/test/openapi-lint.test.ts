import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TAGS } from '../src/plugins/api-docs.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The OpenAPI document is good enough to generate a client from: `redocly lint`
 * with its recommended rules finds no error, every operation has a unique operationId and
 * says its security (`[]` when public), `servers` is set, every tag is declared with a
 * description. Problems are listed per tag, so an area that is not on the shared contract
 * yet fails on its own line, naming each operation and what is wrong with it.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
}
interface OpenApiDocument {
  servers?: { url?: string }[];
  tags?: { name: string; description?: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}
interface Located {
  /** `GET /api/memories` */
  name: string;
  operation: Operation;
}

/** The JSON pointer `#/paths/~1api~1memories/get/...` → `['/api/memories', 'get']`. */
function operationAt(pointer: string): [string, string] | undefined {
  const parts = pointer.replace(/^#\//, '').split('/');
  if (parts[0] !== 'paths' || parts.length < 3) return undefined;
  const unescape = (part: string) =>
    decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
  return [unescape(parts[1] ?? ''), unescape(parts[2] ?? '')];
}

describe('OpenAPI document quality (redocly lint, recommended)', () => {
  const t = useTestApp('pglite');
  let document: OpenApiDocument;
  let operations: Located[];
  /** Violations by tag (`(document)` for the rest), each one line. */
  const violations = new Map<string, string[]>();
  let directory: string | undefined;

  const report = (tag: string, line: string) =>
    violations.set(tag, [...(violations.get(tag) ?? []), line]);
  const tagOf = (operation: Operation | undefined) => operation?.tags?.[0] ?? '(untagged)';

  beforeAll(async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json<OpenApiDocument>();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
      }),
    );

    directory = await mkdtemp(join(tmpdir(), 'doita-openapi-'));
    const file = join(directory, 'openapi.json');
    await writeFile(file, JSON.stringify(document, null, 2));
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: file, config });
    for (const problem of problems) {
      if (problem.severity !== 'error') continue;
      const pointer = problem.location[0]?.pointer ?? '';
      const at = operationAt(pointer);
      const operation = at ? document.paths[at[0]]?.[at[1] as (typeof METHODS)[number]] : undefined;
      const where = at ? `${at[1].toUpperCase()} ${at[0]}` : pointer || '(root)';
      report(
        operation ? tagOf(operation) : '(document)',
        `${where}: ${problem.ruleId}: ${problem.message}`,
      );
    }

    const seen = new Map<string, string>();
    for (const { name, operation } of operations) {
      const tag = tagOf(operation);
      const id = operation.operationId;
      if (!id) report(tag, `${name}: no operationId`);
      else if (!/^[a-z][A-Za-z0-9]*$/.test(id))
        report(tag, `${name}: operationId "${id}" is not camelCase`);
      else if (seen.has(id)) report(tag, `${name}: operationId "${id}" is also ${seen.get(id)}'s`);
      if (id) seen.set(id, name);
      // No security at all reads as "unknown" (the document declares no global default).
      if (!Array.isArray(operation.security))
        report(tag, `${name}: says nothing of its security (public ones say security: [])`);
      for (const name of operation.tags ?? []) {
        const declared = document.tags?.find((declaredTag) => declaredTag.name === name);
        if (!declared?.description)
          report(tag, `${name}: its tag "${name}" is not declared with a description`);
      }
    }
  });

  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('names its servers and its bearer scheme, and has no lint error outside the operations', () => {
    expect(document.servers?.[0]?.url).toBeTruthy();
    expect(document.components?.securitySchemes).toHaveProperty('bearerAuth');
    expect(violations.get('(document)') ?? []).toEqual([]);
  });

  it('tags every operation', () => {
    expect(violations.get('(untagged)') ?? []).toEqual([]);
  });

  it.each(API_TAGS.map((tag) => tag.name))(
    '%s: unique camelCase operationIds, security stated, no lint error',
    (tag) => {
      expect(operations.some(({ operation }) => tagOf(operation) === tag)).toBe(true);
      expect(violations.get(tag) ?? []).toEqual([]);
    },
  );

  it('uses no tag outside the declared ones', () => {
    const declared = new Set(API_TAGS.map((tag) => tag.name));
    const unknown = [...violations.keys()].filter(
      (tag) => !declared.has(tag) && !tag.startsWith('('),
    );
    expect(unknown.map((tag) => `${tag}: ${violations.get(tag)?.join('; ')}`)).toEqual([]);
  });
});
