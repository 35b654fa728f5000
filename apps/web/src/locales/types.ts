/** A language's resources: one object per namespace. */
export type LocaleBundle = Record<string, Record<string, unknown>>;
