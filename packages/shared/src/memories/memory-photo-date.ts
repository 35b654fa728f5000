import { dayNumber, formatIsoDate, isRealDate, type LocalDate } from '../dates/zoned-dates.js';

/** A camera whose clock was never set writes dates this old (1970, 1904, 0000...): not taken. */
export const PHOTO_DATE_EARLIEST_YEAR = 1900;

/**
 * The memory date a photo gives (a memory may start from photos): the calendar date of its EXIF
 * DateTimeOriginal, `YYYY:MM:DD HH:MM:SS` as the camera's clock read where it was taken. It is
 * taken as written, never moved between time zones: the day on the camera is the day the
 * couple lived it. Null when the field is blank or filled with spaces or zeros, is not a real
 * date, is older than 1900, or is after `today` by more than a day (the photo may come from a
 * time zone ahead of the viewer's; later than that, the camera's clock was wrong).
 */
export function memoryDateFromPhoto(
  dateTimeOriginal: string | null,
  today: LocalDate,
): string | null {
  if (!dateTimeOriginal) return null;
  // the standard's colons, or the dashes some phones and editors write
  const match = /^\s*(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T]|$)/.exec(dateTimeOriginal);
  if (!match) return null;
  const date: LocalDate = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
  };
  if (date.year < PHOTO_DATE_EARLIEST_YEAR || !isRealDate(date)) return null;
  if (dayNumber(date) > dayNumber(today) + 1) return null;
  return formatIsoDate(date);
}
