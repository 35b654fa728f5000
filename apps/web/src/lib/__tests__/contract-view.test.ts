import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import * as shared from '@doita/shared';
import type { EndpointDefinition } from '@doita/shared';
import { CONTRACT_FILE, KEPT_FIELDS, contractView } from '../../../build/contract-view';

const sharedSrc = join(import.meta.dirname, '../../../../../packages/shared/src');
const contractFiles = readdirSync(sharedSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-contract.ts'))
  .map((file) => join(sharedSrc, file));

/** Every endpoint of the real contract (dev and tests keep it whole), by operationId. */
const endpoints = new Map<string, EndpointDefinition>();
for (const [name, value] of Object.entries(shared))
  if (name.endsWith('Contract') && typeof value === 'object' && value !== null)
    for (const definition of Object.values(value as Record<string, EndpointDefinition>))
      endpoints.set(definition.operationId, definition);

interface AstNode {
  type?: string;
  callee?: { name?: string };
  arguments?: {
    properties: { key: { name: string }; value: { type: string; value?: unknown } }[];
  }[];
}

/** The fields of each `endpoint({...})` left in a production view (literals by value). */
function viewedEndpoints(code: string) {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as AstNode;
    const object = n.arguments?.[0];
    if (n.type === 'CallExpression' && n.callee?.name === 'endpoint' && object) {
      found.push(
        Object.fromEntries(
          object.properties.map((p) => [
            p.key.name,
            p.value.type === 'Literal' ? p.value.value : p.value.type,
          ]),
        ),
      );
    }
    Object.values(node).forEach(visit);
  };
  visit(parseAst(code, { lang: 'ts' }));
  return found;
}

describe('the production view of the contract', () => {
  it('finds every contract file of the shared package', () => {
    expect(contractFiles.length).toBeGreaterThanOrEqual(20);
    for (const file of contractFiles) expect(CONTRACT_FILE.test(file)).toBe(true);
  });

  it("keeps each endpoint's method and path and drops its schemas", () => {
    let seen = 0;
    for (const file of contractFiles) {
      const view = contractView(readFileSync(file, 'utf8'), file);
      if (view === null) continue;
      for (const viewed of viewedEndpoints(view)) {
        seen++;
        const real = endpoints.get(String(viewed.operationId));
        expect(real, `${file}: ${String(viewed.operationId)}`).toBeDefined();
        expect(viewed.method).toBe(real?.method);
        expect(viewed.path).toBe(real?.path);
        // the query keys name an answer by its area (lib/query-key.ts)
        expect(viewed.tags, `${file}: ${String(viewed.operationId)}`).toBeDefined();
        expect(viewed.responses).toBe('ObjectExpression');
        for (const key of Object.keys(viewed)) expect([...KEPT_FIELDS, 'responses']).toContain(key);
      }
    }
    expect(seen).toBe(endpoints.size);
  });

  it('refuses a declaration it cannot read', () => {
    expect(() => contractView('const a = endpoint({ ...base, path: "/x" });')).toThrow(/spread/);
    expect(contractView('export const x = 1;')).toBeNull();
  });
});
