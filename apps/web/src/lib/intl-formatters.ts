/**
 * Intl formatters, made once per language and options. Making one costs far more than
 * using it (a fraction of a millisecond each, the first one ~12 ms while the browser loads
 * its time-zone data; four times that on a phone): a list of dates made one per line on
 * every render. A constructor's error (an unknown time zone) is thrown as before and
 * nothing is kept.
 *
 * Bounded (each date formatter holds ~30 KB of the browser's memory): past MAX_KEPT kinds
 * the least recently used goes. A date formatter without a time zone is not kept: it
 * would keep the device's zone of the moment it was made, and a phone that travels
 * changes zone.
 */
export const MAX_KEPT = 128;

function keeper<F, O extends object>(
  make: (locale: string, options: O) => F,
  keepable: (options: O) => boolean = () => true,
) {
  const kept = new Map<string, F>();
  const get = (locale: string, options: O): F => {
    if (!keepable(options)) return make(locale, options);
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
    } else {
      kept.delete(key); // most recently used goes last
    }
    kept.set(key, formatter);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    return formatter;
  };
  return Object.assign(get, { keptCount: () => kept.size });
}

export const dateTimeFormat = keeper(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  (options) => options.timeZone !== undefined,
);
export const numberFormat = keeper(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const relativeTimeFormat = keeper(
  (locale: string, options: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
);
