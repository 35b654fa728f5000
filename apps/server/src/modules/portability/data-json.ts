import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  PORTABILITY_LIMITS,
  exportArchiveSchema,
} from '@doita/shared';
import type { ExportArchive } from '@doita/shared';
import { ArchiveError, openArchive } from './archive-reader.js';
import { JsonShapeError, createJsonGuard } from './json-guard.js';

/**
 * data.json read from the archive at `file` and checked against its version. Each chunk
 * is counted as it is inflated (depth, keys, values, items per kind), so a document past
 * a limit is refused before it is parsed; only a document within them reaches JSON.parse
 * and the schema. It runs in the parse worker (data-json-worker.ts), whose heap is capped.
 */
export async function readDataJson(file: string): Promise<ExportArchive> {
  const archive = await openArchive(file);
  try {
    if (!archive.has('data.json')) {
      throw new ArchiveError('MISSING_DATA', 'The archive has no data.json: not a Đôi Ta export');
    }
    const guard = createJsonGuard(PORTABILITY_LIMITS);
    const checked = (step: () => void) => {
      try {
        step();
      } catch (error) {
        if (error instanceof JsonShapeError) throw new ArchiveError(error.code, error.message);
        throw error;
      }
    };
    const bytes = await archive.read('data.json', PORTABILITY_LIMITS.maxDataJsonBytes, (chunk) =>
      checked(() => guard.push(chunk)),
    );
    checked(() => guard.end());
    return checkData(bytes);
  } finally {
    archive.close();
  }
}

/**
 * A NUL (`\u0000`) in any text or key: PostgreSQL keeps no NUL in text or JSON, so such an
 * archive would fail at its write; it is refused here, whole, with the rest of the checks.
 */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) {
    throw new ArchiveError('INVALID_DATA', 'data.json holds a NUL character in its text');
  }
  return value;
}

function checkData(bytes: Buffer): ExportArchive {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'), refuseNul);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError('INVALID_JSON', 'data.json is not valid JSON');
  }
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== EXPORT_FORMAT) {
    throw new ArchiveError('WRONG_FORMAT', 'data.json is not a Đôi Ta export');
  }
  if (head.version !== EXPORT_VERSION) {
    throw new ArchiveError(
      'UNSUPPORTED_VERSION',
      `Export format version ${JSON.stringify(head.version)} is not supported (expected ${EXPORT_VERSION})`,
    );
  }
  const parsed = exportArchiveSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveError(
      'INVALID_DATA',
      `data.json does not match the format: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}
