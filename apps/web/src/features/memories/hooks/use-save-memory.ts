import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import type { CreateMemoryBody, Memory, UpdateMemoryBody } from '@doita/shared';
import { notifyFailure } from '@/lib/error-toast';
import { isQueuedWrite } from '@/lib/offline';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useCreateMemory } from '../api/create-memory';
import { useUpdateMemory } from '../api/update-memory';
import type { MemoryFormFields } from '../components/memory-form-resolvers';
import type { MemoryFormOutput } from '../components/memory-form-schemas';

const TEXT_FIELDS = ['title', 'description', 'content', 'date', 'location'] as const;

/**
 * Saves the memory form: creates or updates, says so once, and on failure says why once
 * (under the fields for a 422, else the 'Có lỗi khi tạo kỷ niệm' toast) while the form
 * keeps every word and photo. Offline, the save waits for the connection (`waiting`).
 */
export function useSaveMemory({
  memory,
  isAuthor,
  lockedPrivate,
  setError,
  onSaved,
  onQueued,
}: {
  memory: Memory | undefined;
  /** only the author changes who sees it (the partner may edit the rest) */
  isAuthor: boolean;
  /** no partner to share with: it stays (or is made) private */
  lockedPrivate: boolean;
  setError: UseFormSetError<MemoryFormFields>;
  onSaved: (memory: Memory) => void;
  /** offline: the new memory waits in the outbox (OfflineSync says so) */
  onQueued?: () => void;
}) {
  const { t } = useTranslation('memories');
  const create = useCreateMemory();
  const update = useUpdateMemory();

  const save = (values: MemoryFormOutput, images: string[]) => {
    const fields = {
      title: values.title,
      description: values.description,
      content: values.content.trim() ? values.content : null,
      date: values.date,
      location: !values.location
        ? null
        : values.coords
          ? { name: values.location, ...values.coords }
          : values.location,
      mood: values.mood || null,
      tags: values.tags,
      images,
    };
    const onError = (error: unknown) => {
      if (isQueuedWrite(error)) {
        onQueued?.();
        return;
      }
      if (applyServerFieldErrors(error, setError, TEXT_FIELDS)) return;
      notifyFailure(t(memory ? 'failure.update' : 'failure.create'), error);
    };
    if (memory) {
      const body: UpdateMemoryBody = { ...fields };
      if (isAuthor && !lockedPrivate && values.isPrivate !== memory.isPrivate) {
        body.isPrivate = values.isPrivate;
      }
      update.mutate(
        { id: memory.id, body },
        {
          onSuccess: (saved) => {
            toast.success(t('success.updated'));
            onSaved(saved);
          },
          onError,
        },
      );
      return;
    }
    const body: CreateMemoryBody = { ...fields, isPrivate: lockedPrivate || values.isPrivate };
    create.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('success.created'));
        onSaved(saved);
      },
      onError,
    });
  };

  return {
    save,
    saving: create.isPending || update.isPending,
    /** no connection: the save goes out when it is back (TanStack Query pauses it) */
    waiting: create.isPaused || update.isPaused,
  };
}
