import type { ImportErrorCode } from '@doita/shared';

/** What a JSON document may hold before it is parsed (PORTABILITY_LIMITS has ours). */
export interface JsonShapeLimits {
  maxJsonDepth: number;
  maxJsonKeysPerObject: number;
  maxJsonValues: number;
  /** items allowed under each array name, summed over the document */
  maxItems: Readonly<Record<string, number>>;
  /** items allowed under any other array name, summed per name */
  otherArrayItems: number;
}

/** The document broke a limit (or is not JSON): the code is the import's error code. */
export class JsonShapeError extends Error {
  constructor(
    readonly code: Extract<ImportErrorCode, 'TOO_DEEP' | 'TOO_MANY_ITEMS' | 'INVALID_JSON'>,
    message: string,
  ) {
    super(message);
  }
}

interface Container {
  array: boolean;
  /** the key this container is the value of ('' for the root and array items) */
  name: string;
  keys: number;
  /** in an object: the next string is a key */
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
/** longest key remembered as an array's name: ours are short, the rest is not compared */
const NAME_BYTES = 32;

/**
 * Counts a JSON document's shape from its bytes, chunk by chunk, without building any of
 * its values: depth, keys per object, values in all, and items per array name. It throws
 * at the first byte past a limit, so a hostile document is refused after reading at most
 * what the limits allow, and memory stays constant whatever the document holds.
 *
 * It is not a validator: JSON.parse still reads the document once it passed. It only has
 * to count what the parse would build, so it tracks strings (a `{` inside one is text),
 * containers and the start of each value; a document it cannot follow (a `]` closing a
 * `{`) is INVALID_JSON at once.
 */
export function createJsonGuard(limits: JsonShapeLimits) {
  const stack: Container[] = [];
  const itemsByName = new Map<string, number>();
  let values = 0;
  let inString = false;
  let escaped = false;
  /** inside a number or literal (true, false, null) */
  let inBare = false;
  /** the bytes of the key being read, when it may name an array */
  let key: number[] | null = null;
  let lastKey = '';

  const top = () => stack[stack.length - 1];

  function valueStarts(): string {
    values += 1;
    if (values > limits.maxJsonValues) {
      throw new JsonShapeError(
        'TOO_MANY_ITEMS',
        `data.json holds more than ${limits.maxJsonValues} values`,
      );
    }
    const parent = top();
    if (!parent) return '';
    if (!parent.array) {
      const name = lastKey;
      lastKey = '';
      return name;
    }
    const total = (itemsByName.get(parent.name) ?? 0) + 1;
    const max = limits.maxItems[parent.name] ?? limits.otherArrayItems;
    if (total > max) {
      throw new JsonShapeError(
        'TOO_MANY_ITEMS',
        `data.json holds more than ${max} items in "${parent.name.slice(0, NAME_BYTES)}"`,
      );
    }
    itemsByName.set(parent.name, total);
    return '';
  }

  function open(array: boolean) {
    const name = valueStarts();
    if (stack.length >= limits.maxJsonDepth) {
      throw new JsonShapeError('TOO_DEEP', `data.json nests deeper than ${limits.maxJsonDepth}`);
    }
    stack.push({ array, name, keys: 0, expectKey: !array });
  }

  function close(array: boolean) {
    const container = stack.pop();
    if (!container || container.array !== array) {
      throw new JsonShapeError('INVALID_JSON', 'data.json is not valid JSON');
    }
  }

  function startString() {
    const parent = top();
    if (parent && !parent.array && parent.expectKey) {
      parent.keys += 1;
      if (parent.keys > limits.maxJsonKeysPerObject) {
        throw new JsonShapeError(
          'TOO_MANY_ITEMS',
          `An object in data.json has more than ${limits.maxJsonKeysPerObject} keys`,
        );
      }
      parent.expectKey = false;
      key = [];
    } else {
      valueStarts();
      key = null;
    }
    inString = true;
  }

  function endString() {
    inString = false;
    if (key) lastKey = Buffer.from(key).toString('latin1');
    key = null;
  }

  return {
    push(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) {
            endString();
            continue;
          }
          if (key && key.length < NAME_BYTES) key.push(byte);
          continue;
        }
        const structural =
          byte === QUOTE ||
          byte === 0x7b ||
          byte === 0x7d ||
          byte === 0x5b ||
          byte === 0x5d ||
          byte === 0x2c ||
          byte === 0x3a;
        if (inBare && (structural || isSpace(byte))) inBare = false;
        if (isSpace(byte)) continue;
        switch (byte) {
          case QUOTE:
            startString();
            break;
          case 0x7b: // {
            open(false);
            break;
          case 0x5b: // [
            open(true);
            break;
          case 0x7d: // }
            close(false);
            break;
          case 0x5d: // ]
            close(true);
            break;
          case 0x2c: {
            // , : in an object, a key comes next
            const parent = top();
            if (parent && !parent.array) parent.expectKey = true;
            break;
          }
          case 0x3a: // :
            break;
          default:
            if (!inBare) {
              inBare = true;
              valueStarts();
            }
        }
      }
    },
    /** the document ended: everything opened was closed */
    end() {
      if (inString || stack.length > 0) {
        throw new JsonShapeError('INVALID_JSON', 'data.json is not valid JSON');
      }
    },
  };
}
