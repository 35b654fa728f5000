/**
 * Intl formatters, made once per language and options. Making one costs far more than
 * using it (a fraction of a millisecond each, the first one ~12 ms while the browser loads
 * its time-zone data; four times that on a phone): a list of dates or the time-zone picker
 * (400 zones, two formatters each) made one per line on every render. A constructor's
 * error (an unknown time zone) is thrown as before and nothing is kept.
 */
const MAX_KEPT = 1000;

function keeper<F, O extends object>(make: (locale: string, options: O) => F) {
  const kept = new Map<string, F>();
  return (locale: string, options: O): F => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = keeper(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const numberFormat = keeper(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const relativeTimeFormat = keeper(
  (locale: string, options: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
);
