import { parseAst } from 'vite';
import type { Plugin } from 'vite';

/**
 * What the web reads of an endpoint at run time in production: `call()` needs its method
 * and path (`raw` to skip parsing, `consumes` to send a file), the query keys its tags and
 * operationId (lib/query-key.ts), the outbox its operationId; the rest is there for types,
 * which cost nothing at run time, and for the server. Everything else is dropped from the
 * built contract.
 */
export const KEPT_FIELDS = new Set([
  'operationId',
  'method',
  'path',
  'tags',
  'security',
  'raw',
  'idempotent',
  'consumes',
  'produces',
]);

/** The shared package's contract files: `packages/shared/src/<area>/<name>-contract.ts`. */
export const CONTRACT_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/].+-contract\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/**
 * The schema-free view of one contract file: each `endpoint({ ... })` keeps
 * only KEPT_FIELDS, with `responses: {}` so `successSchema` still answers (undefined).
 * The schemas the file imports are then unused, and the bundler leaves them (and zod)
 * out of whatever imports the contract. Returns null when the file declares no endpoint.
 */
export function contractView(code: string, id = 'contract.ts'): string | null {
  const program = parseAst(code, { lang: 'ts' }, id) as unknown as Node;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Node): void => {
    if (
      node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'endpoint'
    ) {
      const [argument] = node.arguments as Node[];
      if (argument?.type !== 'ObjectExpression')
        throw new Error(`${id}: endpoint() takes an object literal (the production view reads it)`);
      const kept = (argument.properties as Node[]).filter((property) => {
        if (property.type !== 'Property')
          throw new Error(
            `${id}: endpoint() declarations cannot spread (the production view reads them)`,
          );
        const name = keyName(property);
        return name !== undefined && KEPT_FIELDS.has(name);
      });
      const text = kept.map((property) => code.slice(property.start, property.end));
      edits.push({
        start: argument.start,
        end: argument.end,
        text: `{ ${[...text, 'responses: {}'].join(', ')} }`,
      });
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  if (edits.length === 0) return null;
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * Production builds only: the shared contract without its schemas, so zod and every
 * response schema stay out of the entry (a smaller first screen). Development and tests keep the full
 * contract, where `call()` parses every answer (apps/web/src/lib/api-contract.ts).
 */
export function contractViewPlugin(): Plugin {
  return {
    name: 'doita:contract-view',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CONTRACT_FILE.test(file)) return null;
      const view = contractView(code, file);
      return view === null ? null : { code: view, map: null };
    },
  };
}
