/**
 * The years any date the app takes in may fall in (memories, reminders, anniversaries,
 * birthdays, snoozes, filters): nothing the product does needs a date before 1900 or
 * after 2200, and a year like 0001 or 9999 only ever comes from a typo or a script.
 * One place, so every schema refuses the same years.
 */
export const DATE_BOUNDS = { minYear: 1900, maxYear: 2200 } as const;

export function isYearInBounds(year: number): boolean {
  return Number.isInteger(year) && year >= DATE_BOUNDS.minYear && year <= DATE_BOUNDS.maxYear;
}
