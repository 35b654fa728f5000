import { z } from 'zod';
import { VALIDATION } from '../common/validation-messages.js';
import { isYearInBounds } from '../dates/date-bounds.js';

/*
 * Dates and instants of an imported archive, held to the years the live API takes in
 * (DATE_BOUNDS, 1900 to 2200), read from the year as written, as the live API reads it. A
 * row an import wrote outside them (a memory dated 9999-12-31 or 0001-01-01) would head
 * or trail every list and timeline for ever, where nobody could have typed it; such an
 * archive is refused with the rest of the schema (INVALID_DATA), never at the write.
 */
const yearOf = (value: string) => Number(value.slice(0, 4));

export const archiveInstantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => isYearInBounds(yearOf(value)), {
    message: VALIDATION.invalidDate,
  });

export const archiveDateSchema = z.iso.date().refine((value) => isYearInBounds(yearOf(value)), {
  message: VALIDATION.invalidDate,
});
