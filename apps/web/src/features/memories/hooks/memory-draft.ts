import {
  MEMORY_MOODS,
  MEMORY_TAGS,
  UPLOAD_LIMITS,
  type MemoryImage,
  type MemoryMood,
  type MemoryTag,
} from '@doita/shared';
import { formDrafts } from '@/lib/form-drafts';
import type { MemoryFormFields } from '../components/memory-form-resolvers';
import { MEMORY_DRAFT } from './memory-draft-key';

/** A photo of the draft that reached the server: kept by its upload id. */
export interface DraftPhoto {
  id: string;
  name: string;
  /** what the tile shows (its URLs are signed: they stop working after some hours) */
  image: MemoryImage;
  /** when it finished uploading (ms): an upload nothing uses is swept after a day */
  uploadedAt: number;
}

export interface MemoryDraft {
  savedAt: number;
  values: MemoryFormFields;
  photos: DraftPhoto[];
  /** photos picked but not uploaded when it was saved: their files did not survive */
  pendingCount: number;
}

/** What the form starts from: the draft, less the photos the server no longer keeps. */
export interface RestoredDraft extends MemoryDraft {
  expiredCount: number;
}

/** An hour short of the sweep, so a restored photo is still there when the memory is saved. */
const PHOTO_KEEP_MS = (UPLOAD_LIMITS.unusedLifetimeHours - 1) * 3600_000;

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function valuesOf(raw: unknown): MemoryFormFields | null {
  if (!isRecord(raw)) return null;
  const { title, description, content, date, location, coords, mood, tags, isPrivate } = raw;
  if (![title, description, content, date, location].every(isString)) return null;
  return {
    title: title as string,
    description: description as string,
    content: content as string,
    date: date as string,
    location: location as string,
    coords:
      isRecord(coords) && Number.isFinite(coords.lat) && Number.isFinite(coords.lng)
        ? { lat: coords.lat as number, lng: coords.lng as number }
        : null,
    mood: MEMORY_MOODS.includes(mood as MemoryMood) ? (mood as MemoryMood) : '',
    tags: Array.isArray(tags)
      ? tags.filter((tag): tag is MemoryTag => MEMORY_TAGS.includes(tag as MemoryTag))
      : [],
    isPrivate: isPrivate === true,
  };
}

function photoOf(raw: unknown): DraftPhoto | null {
  if (!isRecord(raw) || !isString(raw.id) || !isString(raw.name)) return null;
  if (typeof raw.uploadedAt !== 'number' || !isRecord(raw.image)) return null;
  const image = raw.image as unknown as MemoryImage;
  if (!isString(image.url) || !Array.isArray(image.renditions)) return null;
  return { id: raw.id, name: raw.name, image, uploadedAt: raw.uploadedAt };
}

/** The draft this person left, checked field by field (a stored value may be old or tampered). */
export function readMemoryDraft(userId: string, now = Date.now()): RestoredDraft | null {
  const raw = formDrafts.read(MEMORY_DRAFT, userId);
  if (!isRecord(raw) || typeof raw.savedAt !== 'number') return null;
  const values = valuesOf(raw.values);
  if (!values) return null;
  const photos = (Array.isArray(raw.photos) ? raw.photos : []).flatMap((p) => photoOf(p) ?? []);
  const kept = photos.filter((p) => now - p.uploadedAt < PHOTO_KEEP_MS);
  return {
    savedAt: raw.savedAt,
    values,
    photos: kept,
    expiredCount: photos.length - kept.length,
    pendingCount: typeof raw.pendingCount === 'number' ? raw.pendingCount : 0,
  };
}

export function writeMemoryDraft(userId: string, draft: MemoryDraft): void {
  formDrafts.write(MEMORY_DRAFT, userId, draft);
}

export function clearMemoryDraft(userId: string): void {
  formDrafts.remove(MEMORY_DRAFT, userId);
}

/** Worth keeping: something written or chosen besides the defaults (today's date, privacy). */
export function hasContent(values: MemoryFormFields, photoCount: number): boolean {
  return (
    photoCount > 0 ||
    [values.title, values.description, values.content, values.location].some((v) => v.trim()) ||
    values.mood !== '' ||
    values.tags.length > 0
  );
}
