import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEMORY_LIMITS,
  VALIDATION,
  createMemoryBodySchema,
  isoDateSchema,
  maxLengthMessage,
  memoryMoodSchema,
  memoryTagSchema,
  oneLineText,
} from '@doita/shared';

/*
 * The memory form's zod schema, loaded on demand (memory-form-resolvers.ts) so the
 * memories screens render without waiting for zod. Title, description and
 * date are required ('Trường này là bắt buộc'); the story, when given, is not blank.
 */

export const CONTENT_BLANK = 'memories:form.contentBlank';

export const memoryFormSchema = z.object({
  title: createMemoryBodySchema.shape.title,
  description: createMemoryBodySchema.shape.description,
  content: z
    .string()
    .max(MEMORY_LIMITS.content, { error: maxLengthMessage(MEMORY_LIMITS.content) })
    .refine((value) => value === '' || value.trim() !== '', { error: CONTENT_BLANK }),
  date: z.string().trim().min(1, { error: VALIDATION.required }).pipe(isoDateSchema),
  // one line, as the place schema keeps it
  location: oneLineText(MEMORY_LIMITS.location),
  coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  mood: z.union([z.literal(''), memoryMoodSchema]),
  tags: z.array(memoryTagSchema),
  isPrivate: z.boolean(),
});

export type MemoryFormValues = z.input<typeof memoryFormSchema>;
export type MemoryFormOutput = z.output<typeof memoryFormSchema>;

export const memoryFormResolver: Resolver<MemoryFormValues, unknown, MemoryFormOutput> =
  zodResolver(memoryFormSchema);
