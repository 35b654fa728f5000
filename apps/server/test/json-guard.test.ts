import { describe, expect, it } from 'vitest';
import { createJsonGuard } from '../src/modules/portability/json-guard.js';
import type { JsonShapeLimits } from '../src/modules/portability/json-guard.js';

const limits: JsonShapeLimits = {
  maxJsonDepth: 4,
  maxJsonKeysPerObject: 3,
  maxJsonValues: 50,
  maxItems: { memories: 3, comments: 4 },
  otherArrayItems: 2,
};

/** Runs the guard over `text`, cut into chunks of `size` bytes. */
function scan(text: string, size = 3) {
  const guard = createJsonGuard(limits);
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) guard.push(bytes.subarray(at, at + size));
  guard.end();
}
const codeOf = (text: string) => {
  try {
    scan(text);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the data.json guard', () => {
  it('lets a document within every limit through, however it is cut into chunks', () => {
    const doc = '{"memories": [{"t": "a{[\\"]"}, {"t": -1.5e3}], "comments": [true, null, "x"]}';
    for (const size of [1, 2, 7, 1000]) {
      const guard = createJsonGuard(limits);
      const bytes = Buffer.from(doc);
      for (let at = 0; at < bytes.length; at += size) guard.push(bytes.subarray(at, at + size));
      expect(() => guard.end()).not.toThrow();
    }
  });

  it('counts items per array name over the whole document', () => {
    expect(codeOf('{"memories": [1, 2, 3]}')).toBe('ok');
    expect(codeOf('{"memories": [1, 2, 3, 4]}')).toBe('TOO_MANY_ITEMS');
    // the memories' comments and the top-level ones add up
    expect(codeOf('{"m": {"comments": [1, 2]}, "comments": [3, 4]}')).toBe('ok');
    expect(codeOf('{"m": {"comments": [1, 2]}, "comments": [3, 4, 5]}')).toBe('TOO_MANY_ITEMS');
    // an array of any other name, or none (a root array), holds few
    expect(codeOf('{"other": [{}, {}, {}]}')).toBe('TOO_MANY_ITEMS');
    expect(codeOf('[{}, {}, {}]')).toBe('TOO_MANY_ITEMS');
  });

  it('refuses nesting past the depth, keys past the object limit and values past the total', () => {
    expect(codeOf('{"a": {"b": {"c": {}}}}')).toBe('ok');
    expect(codeOf('{"a": {"b": {"c": {"d": {}}}}}')).toBe('TOO_DEEP');
    expect(codeOf('{"a": [{"b": [{}]}]}')).toBe('TOO_DEEP');
    expect(codeOf('{"a": 1, "b": 2, "c": 3, "d": 4}')).toBe('TOO_MANY_ITEMS');
    const many = `{"a": {"b": "${'x'.repeat(10)}"}, "memories": [${'"s",'.repeat(2)}"s"], ${Array.from(
      { length: 3 },
      (_, i) => `"k${i}": {"x": [0, 1], "y": {"z": 1}}`,
    ).join(', ')}}`;
    expect(codeOf(many)).toBe('TOO_MANY_ITEMS');
  });

  it('does not count what is inside strings, escaped quotes included', () => {
    expect(codeOf('{"memories": ["[[[[[{{{{", "\\"]]]]\\\\", "}}}"]}')).toBe('ok');
  });

  it('calls a document it cannot follow invalid', () => {
    expect(codeOf('{"a": [1}')).toBe('INVALID_JSON');
    expect(codeOf('{"a": "open')).toBe('INVALID_JSON');
    expect(codeOf('{"a": [1, 2]')).toBe('INVALID_JSON');
  });
});
