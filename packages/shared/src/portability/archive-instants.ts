import { z } from 'zod';
import { VALIDATION } from '../common/validation-messages.js';

/**
 * Dates and instants of an imported archive, held to what the database keeps: years 1 to
 * 9999 (in UTC for an instant, whatever its offset). `0000-01-01` or an instant whose
 * offset moves it into year 0 or 10000 is well-formed ISO 8601 but no PostgreSQL date, so
 * it is refused with the rest of the schema (INVALID_DATA), never at the write.
 */
const inKeptYears = (year: number) => year >= 1 && year <= 9999;

export const archiveInstantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => inKeptYears(new Date(value).getUTCFullYear()), {
    message: VALIDATION.invalidDate,
  });

export const archiveDateSchema = z.iso
  .date()
  .refine((value) => inKeptYears(Number(value.slice(0, 4))), {
    message: VALIDATION.invalidDate,
  });
