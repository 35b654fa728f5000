import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatIsoDate,
  toLocalDate,
  type CreateMemoryBody,
  type Memory,
  type UpdateMemoryBody,
} from '@doita/shared';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { notifyFailure } from '@/lib/error-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { translateFormMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useCreateMemory } from '../api/create-memory';
import { useUpdateMemory } from '../api/update-memory';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { isOwnerOf, useMemoryViewer } from '../hooks/use-memory-viewer';
import { MoodPicker, TagPicker } from './memory-form-pickers';
import {
  memoryFormResolver,
  preloadMemoryFormSchemas,
  type MemoryFormFields,
} from './memory-form-resolvers';
import type { MemoryFormOutput } from './memory-form-schemas';
import { MemoryFormFooter } from './memory-form-footer';
import { PhotoPicker } from './photo-picker';
import { PrivacyField } from './privacy-field';

const TEXT_FIELDS = ['title', 'description', 'content', 'date', 'location'] as const;

function valuesOf(memory: Memory): MemoryFormFields {
  return {
    title: memory.title,
    description: memory.description,
    content: memory.content ?? '',
    date: memory.date,
    location: memory.location ?? '',
    mood: memory.mood ?? '',
    tags: memory.tags,
    isPrivate: memory.isPrivate,
  };
}

export interface MemoryFormProps {
  /** the memory to edit; none to write a new one */
  memory?: Memory;
  onDone: (memory: Memory) => void;
  onCancel: () => void;
  /** inside the modal (default) or as the edit page */
  variant?: 'modal' | 'page';
}

/**
 * Write or edit a memory (spec section 5): title, description and date required, the date
 * today in the user's time zone by default, the story not blank when given, submit disabled
 * until the three are filled (and while photos upload).
 */
export function MemoryForm({ memory, onDone, onCancel, variant = 'modal' }: MemoryFormProps) {
  const { t } = useTranslation(['memories', 'common']);
  const { user, timeZone, isConnected } = useMemoryViewer();
  const create = useCreateMemory();
  const update = useUpdateMemory();
  const saving = create.isPending || update.isPending;
  const { uploads, photos } = usePhotoUploads(memory?.images ?? []);
  const isAuthor = !memory || isOwnerOf(memory, user);
  // Sharing needs a couple: unconnected, a new memory (or a private one) stays private.
  const lockedPrivate = !isConnected && (!memory || memory.isPrivate);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    getFieldState,
    formState: { errors },
  } = useForm<MemoryFormFields, unknown, MemoryFormOutput>({
    resolver: memoryFormResolver,
    mode: 'onTouched',
    defaultValues: memory
      ? valuesOf(memory)
      : {
          title: '',
          description: '',
          content: '',
          date: formatIsoDate(toLocalDate(new Date(), timeZone)),
          location: '',
          mood: '',
          tags: [],
          isPrivate: !isConnected,
        },
  });
  const [title, description, date, mood, tags] = useWatch({
    control,
    name: ['title', 'description', 'date', 'mood', 'tags'],
  });
  useEffect(preloadMemoryFormSchemas, []);
  // The couple state can arrive (or change) after the form opened: an untouched new memory
  // follows it, shared when connected and private otherwise.
  useEffect(() => {
    if (!memory && !getFieldState('isPrivate').isDirty) setValue('isPrivate', !isConnected);
  }, [memory, isConnected, getFieldState, setValue]);

  const filled = !!(title?.trim() && description?.trim() && date?.trim());
  const uploading = photos.some((p) => p.status === 'selected' || p.status === 'uploading');
  const failed = photos.some((p) => p.status === 'error');
  const field = (name: (typeof TEXT_FIELDS)[number]) =>
    translateFormMessage(t, errors[name]?.message);

  const onSubmit = (values: MemoryFormOutput) => {
    const fields = {
      title: values.title,
      description: values.description,
      content: values.content.trim() ? values.content : null,
      date: values.date,
      location: values.location || null,
      mood: values.mood || null,
      tags: values.tags,
      images: uploads.uploadIds(),
    };
    // one message: under the fields when they are named, else the spec's failure toast
    const onError = (error: unknown) => {
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
            onDone(saved);
          },
          onError,
        },
      );
    } else {
      const body: CreateMemoryBody = { ...fields, isPrivate: lockedPrivate || values.isPrivate };
      create.mutate(body, {
        onSuccess: (saved) => {
          toast.success(t('success.created'));
          onDone(saved);
        },
        onError,
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="mt-5 flex flex-col gap-5"
      data-testid="memory-form"
    >
      <fieldset disabled={saving} className="flex flex-col gap-5">
        <Field label={t('form.title')} error={field('title')} required>
          {(c) => <Input {...c} {...register('title')} placeholder={t('form.titlePlaceholder')} />}
        </Field>
        <Field label={t('form.description')} error={field('description')} required>
          {(c) => (
            <Textarea
              {...c}
              {...register('description')}
              rows={2}
              className="min-h-16"
              placeholder={t('form.descriptionPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('form.content')} hint={t('form.contentHint')} error={field('content')}>
          {(c) => <Textarea {...c} {...register('content')} rows={4} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('form.date')} error={field('date')} required>
            {(c) => <Input {...c} {...register('date')} type="date" />}
          </Field>
          <Field label={t('form.location')} error={field('location')}>
            {(c) => (
              <Input {...c} {...register('location')} placeholder={t('form.locationPlaceholder')} />
            )}
          </Field>
        </div>
        <MoodPicker
          value={mood ?? ''}
          onChange={(next) => setValue('mood', next, { shouldDirty: true })}
        />
        <TagPicker
          value={tags ?? []}
          onChange={(next) => setValue('tags', next, { shouldDirty: true })}
        />
        <PhotoPicker photos={photos} uploads={uploads} />
        {isAuthor && (
          <PrivacyField locked={lockedPrivate} register={register} onNavigate={onCancel} />
        )}
      </fieldset>
      <MemoryFormFooter
        hint={uploading ? t('form.waitUploads') : failed ? t('form.fixFailed') : null}
        editing={!!memory}
        saving={saving}
        canSave={filled && !uploading && !failed}
        onCancel={onCancel}
        variant={variant}
      />
    </form>
  );
}
