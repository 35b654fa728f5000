import { uploadImageOrKeep } from '../api/upload-image';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatIsoDate,
  placeNameOf,
  placeOf,
  showsNothing,
  toLocalDate,
  type LocalDate,
  type Memory,
} from '@doita/shared';
import { readMemoryDraft } from '../hooks/memory-draft';
import { useMemoryDraft } from '../hooks/use-memory-draft';
import { usePhotoDate } from '../hooks/use-photo-date';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { isOwnerOf, useMemoryViewer } from '../hooks/use-memory-viewer';
import { useSaveMemory } from '../hooks/use-save-memory';
import { DraftNotice } from './draft-notice';
import { CoreFields, DetailFields } from './memory-form-fields';
import { MemoryFormFooter } from './memory-form-footer';
import {
  memoryFormResolver,
  preloadMemoryFormSchemas,
  type MemoryFormFields,
} from './memory-form-resolvers';
import type { MemoryFormOutput } from './memory-form-schemas';
import { PhotoFirstStart } from './photo-first-start';
import { PhotoPicker } from './photo-picker';
import type { PickedPhotos } from './pick-photos';
import { PrivacyField } from './privacy-field';

function coordsOf(memory: Memory): MemoryFormFields['coords'] {
  const place = placeOf(memory.location);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

function valuesOf(memory: Memory): MemoryFormFields {
  return {
    title: memory.title,
    description: memory.description,
    content: memory.content ?? '',
    date: memory.date,
    location: placeNameOf(memory.location) ?? '',
    coords: coordsOf(memory),
    mood: memory.mood ?? '',
    tags: memory.tags,
    isPrivate: memory.isPrivate,
  };
}

const emptyValues = (today: LocalDate, isConnected: boolean): MemoryFormFields => ({
  title: '',
  description: '',
  content: '',
  date: formatIsoDate(today),
  location: '',
  coords: null,
  mood: '',
  tags: [],
  isPrivate: !isConnected,
});

export interface MemoryFormProps {
  /** the memory to edit; none to write a new one */
  memory?: Memory;
  onDone: (memory: Memory) => void;
  onCancel: () => void;
  /** inside the modal (default) or as the edit page */
  variant?: 'modal' | 'page';
  /** a new memory that starts from its photos (the phone's "add"): the picker comes first */
  photoFirst?: boolean;
  /** photos picked before the form arrived (the picker opened within the tap) */
  picked?: PickedPhotos;
  /** a new memory's first values, from what it is made of (a done item of our list) */
  prefill?: MemoryPrefill;
}

/** What a new memory may start with instead of an empty form (its draft is not restored). */
export interface MemoryPrefill {
  title?: string;
  description?: string;
  /** YYYY-MM-DD */
  date?: string;
}

/**
 * Write or edit a memory: title, description and date required, the date
 * today in the user's time zone by default (or the day its first photo was taken), the story
 * not blank when given, submit disabled until the three are filled (and while photos upload).
 * A new memory is kept as a draft on this device until it is saved or cancelled.
 */
export function MemoryForm({
  memory,
  onDone,
  onCancel,
  variant = 'modal',
  photoFirst = false,
  picked,
  prefill,
}: MemoryFormProps) {
  const { t } = useTranslation('memories');
  const { user, timeZone, isConnected } = useMemoryViewer();
  const draftOwner = !memory && user ? user.id : null;
  const [restored, setRestored] = useState(() =>
    draftOwner && !prefill ? readMemoryDraft(draftOwner) : null,
  );
  const [today] = useState(() => toLocalDate(new Date(), timeZone));
  const { uploads, photos } = usePhotoUploads(
    memory
      ? memory.images.map((image) => ({ image }))
      : (restored?.photos.map(({ image, name }) => ({ image, name })) ?? []),
    uploadImageOrKeep,
  );
  const isAuthor = !memory || isOwnerOf(memory, user);
  // Sharing needs a couple: unconnected, a new memory (or a private one) stays private.
  const lockedPrivate = !isConnected && (!memory || memory.isPrivate);
  const form = useForm<MemoryFormFields, unknown, MemoryFormOutput>({
    resolver: memoryFormResolver,
    mode: 'onTouched',
    defaultValues: memory
      ? valuesOf(memory)
      : (restored?.values ?? { ...emptyValues(today, isConnected), ...prefill }),
  });
  const { register, handleSubmit, control, setValue, setError, getFieldState, reset } = form;
  // every value (all have defaults), for the draft
  const values = useWatch({ control }) as MemoryFormFields;
  useEffect(preloadMemoryFormSchemas, []);
  // The couple state can arrive (or change) after the form opened: an untouched new memory
  // follows it, shared when connected and private otherwise.
  useEffect(() => {
    if (!memory && !getFieldState('isPrivate').isDirty) setValue('isPrivate', !isConnected);
  }, [memory, isConnected, getFieldState, setValue]);

  const draft = useMemoryDraft({ userId: draftOwner, values, photos, restored });
  // a date the person set themselves (or brought back in a draft) is theirs: photos leave it
  const dateChosen = useRef(!!restored || !!prefill?.date);
  const photoDate = usePhotoDate({
    enabled: !memory,
    photos,
    today,
    dateChosen: () => dateChosen.current,
    onDate: (date) => setValue('date', date, { shouldValidate: true }),
  });
  const saver = useSaveMemory({
    memory,
    isAuthor,
    lockedPrivate,
    setError,
    onSaved: (saved) => {
      draft.finish();
      onDone(saved);
    },
    onQueued: () => {
      draft.finish();
      onCancel();
    },
  });

  // Photo-first: the fields come once a photo is picked (or the person writes without one).
  const [started, setStarted] = useState(!photoFirst || !!restored);
  if (!started && photos.length > 0) setStarted(true);

  const discardDraft = () => {
    uploads.clear();
    reset(emptyValues(today, isConnected));
    dateChosen.current = false;
    setRestored(null);
  };
  const cancel = () => {
    draft.finish();
    onCancel();
  };

  const filled =
    !showsNothing(values.title) && !showsNothing(values.description) && !!values.date.trim();
  const uploading = photos.some((p) => p.status === 'selected' || p.status === 'uploading');
  // A photo that failed does not hold the memory back: it is left out (only the uploaded
  // ones are sent), and the footer says so while its tile still offers what can be done.
  const failed = photos.filter((p) => p.status === 'error').length;
  let hint: string | null = null;
  if (saver.waiting) hint = t('form.waitOnline');
  else if (uploading) hint = t('form.waitUploads');
  else if (failed)
    hint = t(
      photos.some((p) => p.status === 'error' && (p.kind === 'video' || p.kind === 'live'))
        ? 'form.failedLeftOutMedia'
        : 'form.failedLeftOut',
      { count: failed },
    );

  const photosField = (
    <PhotoPicker photos={photos} uploads={uploads} picked={picked} prominent={!started} />
  );
  const core = (
    <CoreFields
      form={form}
      photoDate={photoDate}
      onDateChosen={() => (dateChosen.current = true)}
      photoFile={memory ? null : photos[0]?.file}
    />
  );
  const details = <DetailFields form={form} folded={photoFirst} />;
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((v) => saver.save(v, uploads.uploadIds()))(e)}
      className="mt-5 flex flex-col gap-5"
      data-testid="memory-form"
      data-photo-first={photoFirst || undefined}
    >
      {restored && <DraftNotice draft={restored} timeZone={timeZone} onDiscard={discardDraft} />}
      <fieldset disabled={saver.saving} className="flex flex-col gap-5">
        {photoFirst ? (
          // Picked first, then the few fields above the photos (they upload meanwhile). Each
          // slot keeps its place, so the picker is not remounted when the fields arrive.
          <>
            {started && core}
            {photosField}
            {started ? details : <PhotoFirstStart onSkip={() => setStarted(true)} />}
          </>
        ) : (
          <>
            {core}
            {details}
            {photosField}
          </>
        )}
        {started && isAuthor && (
          // leaving to connect keeps the draft: it is there when they come back
          <PrivacyField locked={lockedPrivate} register={register} onNavigate={onCancel} />
        )}
      </fieldset>
      <MemoryFormFooter
        hint={hint}
        editing={!!memory}
        saving={saver.saving}
        canSave={filled && !uploading}
        onCancel={cancel}
        variant={variant}
      />
    </form>
  );
}
