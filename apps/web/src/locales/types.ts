/** A language's resources: one object per namespace. */
export type LocaleBundle = Record<string, Record<string, unknown>>;

/**
 * A language's bundle from its folder's JSON files, each a namespace named by its file
 * (`./auth.json` → `auth`). Each language's index passes its own `import.meta.glob`, so
 * the bundler still makes one chunk per language, and a new namespace is just a new file
 * in both folders (locale-parity.test.ts checks that both hold the same ones).
 */
export function bundleOf(files: Record<string, Record<string, unknown>>): LocaleBundle {
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/|\.json$/g, ''), texts]),
  );
}
