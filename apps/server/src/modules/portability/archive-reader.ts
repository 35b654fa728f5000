import type { Readable } from 'node:stream';
import { PORTABILITY_LIMITS, isSafeArchivePath } from '@doita/shared';
import type { ImportErrorCode } from '@doita/shared';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

/** Why an archive is refused: a code the web words, and a message for the API. */
export class ArchiveError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ArchiveLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
}

/**
 * An imported ZIP, opened from its file and read entry by entry (yauzl): every name is
 * checked (no traversal, no absolute path), the entry count, the total uncompressed size
 * and each entry's compression ratio are capped before anything is inflated, and yauzl
 * checks while inflating that no entry yields more than its header declared.
 */
export interface OpenedArchive {
  names(): string[];
  has(name: string): boolean;
  sizeOf(name: string): number;
  /**
   * an entry's bytes, at most `max` (more is TOO_LARGE); `inspect` sees each chunk as it
   * is inflated and may throw to stop the read there
   */
  read(name: string, max: number, inspect?: (chunk: Buffer) => void): Promise<Buffer>;
  close(): void;
}

const decodeName = (entry: Entry): string => {
  const raw = entry.fileNameRaw ?? Buffer.from(entry.fileName);
  return raw.toString('utf8');
};

/**
 * Opens an uploaded ZIP and lists its entries, each checked before anything is inflated
 * (`refusalOf`); entries are read one at a time afterwards (`readEntry`).
 */
export async function openArchive(
  file: string,
  limits: ArchiveLimits = PORTABILITY_LIMITS,
): Promise<OpenedArchive> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ArchiveError('NOT_A_ZIP', 'The file is not a ZIP archive');
  }
  let entries: Map<string, Entry>;
  try {
    entries = await listEntries(zip, limits);
  } catch (error) {
    zip.close();
    throw error instanceof ArchiveError ? error : new ArchiveError('NOT_A_ZIP', 'Unreadable ZIP');
  }
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    sizeOf: (name) => entries.get(name)?.uncompressedSize ?? 0,
    async read(name, max, inspect) {
      const entry = entries.get(name);
      if (!entry) throw new ArchiveError('MISSING_FILE', `Missing from the archive: ${name}`);
      return readEntry(zip, entry, name, max, inspect);
    },
    close: () => zip.close(),
  };
}

/** Every entry of the central directory by name (folders left out), each one checked. */
async function listEntries(zip: ZipFile, limits: ArchiveLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.maxEntries) {
    throw new ArchiveError('TOO_MANY_ENTRIES', `More than ${limits.maxEntries} files inside`);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: unknown) =>
      reject(
        error instanceof ArchiveError ? error : new ArchiveError('NOT_A_ZIP', 'Unreadable ZIP'),
      ),
    );
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      const name = decodeName(entry);
      total += entry.uncompressedSize;
      const refusal = refusalOf(entry, name, entries.has(name), total, limits);
      if (refusal) {
        reject(refusal);
        return;
      }
      if (!name.endsWith('/')) entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

/** Why an entry is refused (its name, the total so far, its ratio, encryption), or null. */
function refusalOf(
  entry: Entry,
  name: string,
  seen: boolean,
  total: number,
  limits: ArchiveLimits,
): ArchiveError | null {
  if (!isSafeArchivePath(name) || seen) {
    return new ArchiveError(
      'UNSAFE_PATH',
      `Unsafe file name inside the archive: ${JSON.stringify(name.slice(0, 100))}`,
    );
  }
  if (total > limits.maxUncompressedBytes) {
    return new ArchiveError('TOO_LARGE', 'The archive is too large once uncompressed');
  }
  if (
    entry.uncompressedSize > limits.ratioFloorBytes &&
    entry.uncompressedSize > Math.max(1, entry.compressedSize) * limits.maxRatio
  ) {
    return new ArchiveError(
      'SUSPICIOUS_COMPRESSION',
      `A file inside is compressed suspiciously well: ${name}`,
    );
  }
  if (entry.isEncrypted()) {
    return new ArchiveError('NOT_A_ZIP', 'Encrypted archives are not supported');
  }
  return null;
}

/** One entry's bytes, at most `max`; yauzl checks they are what its header declared. */
async function readEntry(
  zip: ZipFile,
  entry: Entry,
  name: string,
  max: number,
  inspect?: (chunk: Buffer) => void,
): Promise<Buffer> {
  if (entry.uncompressedSize > max) {
    throw new ArchiveError('TOO_LARGE', `Too large inside the archive: ${name}`);
  }
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new ArchiveError('NOT_A_ZIP', `Unreadable inside the archive: ${name}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > max) {
        stream.destroy();
        throw new ArchiveError('TOO_LARGE', `Too large inside the archive: ${name}`);
      }
      if (inspect) {
        try {
          inspect(buffer);
        } catch (error) {
          stream.destroy();
          throw error;
        }
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    // yauzl: more bytes than declared, a bad CRC, a broken deflate stream
    throw new ArchiveError('SUSPICIOUS_COMPRESSION', `Corrupt file inside the archive: ${name}`);
  }
  return Buffer.concat(chunks);
}
