import type { MemoryMood, MemoryTag } from '@doita/shared';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { MemoryFormOutput } from './memory-form-schemas';

/** The form's values as the inputs hold them (kept free of zod: this file is in the page). */
export interface MemoryFormFields {
  title: string;
  description: string;
  content: string;
  date: string;
  location: string;
  /** the place's coordinates when it was chosen from the suggestions (the map needs them) */
  coords: { lat: number; lng: number } | null;
  mood: MemoryMood | '';
  tags: MemoryTag[];
  isPrivate: boolean;
}

/** The schema's chunk (zod and the shared schemas), loaded once, on demand. */
export const loadMemoryFormSchemas = () => import('./memory-form-schemas');

export function preloadMemoryFormSchemas(): void {
  void loadMemoryFormSchemas().catch(() => undefined);
}

export const memoryFormResolver = lazyResolver<MemoryFormFields, MemoryFormOutput>(() =>
  loadMemoryFormSchemas().then((m) => m.memoryFormResolver),
);
