import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import {
  LETTER_LIMITS,
  VALIDATION,
  createLetterBodySchema,
  limitShownText,
  type Image,
  type Letter,
} from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { errorToastInput } from '@/lib/error-toast';
import { translateValidation } from '@/lib/i18n';
import { isQueuedWrite } from '@/lib/offline';
import { useCurrentUser } from '@/lib/session';
import { useEditLetter, useLetterOpeningDays, useWriteLetter } from '../api/letters-api';
import { uploadLetterPhoto } from '../api/upload-letter-photo';
import { opensOnBounds, opensOnProblem, zoneOf } from './letter-dates';

type FieldName = 'text' | 'opensOn' | 'images';
type Errors = Partial<Record<FieldName, string>>;

const OPENS_ON_MESSAGES = {
  tooSoon: VALIDATION.letterTooSoon,
  tooFar: VALIDATION.letterTooFar,
  invalid: VALIDATION.invalidDate,
} as const;

/**
 * Writing a letter (or editing mine while it is sealed): the words, the day it opens (from
 * tomorrow to 25 years ahead: the shared rule, checked here on my calendar and by the
 * server on both of ours, since it opens on my partner's) and up to 10 photos, each uploaded as it is picked. A 422 from the server lands
 * under its field; any other failure says so above the buttons.
 */
export function LetterForm({
  letter,
  onDone,
  onCancel,
}: {
  /** the letter being edited; none for a new one */
  letter?: Letter;
  onDone: (letter: Letter | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('letters');
  const user = useCurrentUser();
  const zone = zoneOf(user);
  const openingDays = useLetterOpeningDays();
  const bounds = opensOnBounds(zone, new Date(), openingDays.data);
  const [text, setText] = useState(letter?.content?.text ?? '');
  const [opensOn, setOpensOn] = useState(letter?.opensOn ?? '');
  const [photos, setPhotos] = useState<Image[]>(letter?.content?.images ?? []);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const write = useWriteLetter(t('queueLabel'));
  const edit = useEditLetter(letter?.id ?? '');
  const saving = write.isPending || edit.isPending;

  const say = (message: string | undefined) => translateValidation(t, message);

  async function addPhotos(files: FileList | null) {
    const picked = [...(files ?? [])].slice(0, LETTER_LIMITS.images - photos.length);
    setErrors((e) => ({ ...e, images: undefined }));
    for (const file of picked) {
      setUploading((n) => n + 1);
      try {
        const result = await uploadLetterPhoto(file);
        setPhotos((list) => [...list, result.image]);
      } catch (error) {
        setErrors((e) => ({ ...e, images: messageOf(error) }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (picker.current) picker.current.value = '';
  }

  function messageOf(error: unknown): string {
    const { title, message } = errorToastInput(error);
    return message ? `${title}: ${message}` : title;
  }

  function check(): Errors {
    const found: Errors = {};
    const parsed = createLetterBodySchema.safeParse({ to: 'partner', opensOn, text });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'text' || field === 'opensOn') && !found[field])
          found[field] = issue.message;
      }
    }
    // a sealed letter's own day, kept, is not checked again (the server does the same)
    if (!found.opensOn && opensOn && opensOn !== letter?.opensOn) {
      const problem = opensOnProblem(opensOn, bounds, zone);
      if (problem) found.opensOn = OPENS_ON_MESSAGES[problem];
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const images = photos.map((photo) => photo.id);
    try {
      const saved = letter
        ? await edit.mutateAsync({ text, opensOn, images })
        : await write.mutateAsync({ to: 'partner', text, opensOn, images });
      onDone(saved);
    } catch (error) {
      if (isQueuedWrite(error)) return onDone(null);
      if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
        const fromServer: Errors = {};
        for (const item of error.errors) {
          const field = item.field.split(/[./]/).pop();
          if (field === 'text' || field === 'opensOn' || field === 'images')
            fromServer[field] = item.code.startsWith('validation.') ? item.code : item.message;
        }
        if (Object.keys(fromServer).length > 0) return setErrors(fromServer);
      }
      setFailure(messageOf(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <Field label={t('form.text')} hint={t('form.textHint')} error={say(errors.text)} required>
        {(control) => (
          <Textarea
            {...control}
            value={text}
            // stops where the server does (an emoji is one character, not two UTF-16 units)
            onChange={(event) => setText(limitShownText(event.target.value, LETTER_LIMITS.text))}
            rows={9}
            placeholder={t('form.textPlaceholder')}
            className="font-display text-lg leading-relaxed"
          />
        )}
      </Field>
      <Field
        label={t('form.opensOn')}
        hint={t('form.opensOnHint')}
        error={say(errors.opensOn)}
        required
      >
        {(control) => (
          <DateField
            {...control}
            value={opensOn}
            onChange={setOpensOn}
            min={bounds.min}
            max={bounds.max}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('form.photos')}</legend>
        <p className="text-sm text-muted">{t('form.photosHint', { n: LETTER_LIMITS.images })}</p>
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative size-20 overflow-hidden rounded-xl bg-surface-2">
              <img
                src={photo.renditions[0]?.url ?? photo.url}
                alt={t('form.photoAlt', { n: index + 1 })}
                className="size-full object-cover"
              />
              <button
                type="button"
                onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                className="absolute end-1 top-1 flex size-7 items-center justify-center rounded-full bg-fg/70 text-bg"
                aria-label={t('form.removePhoto', { n: index + 1 })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        {photos.length < LETTER_LIMITS.images && (
          <div>
            <input
              ref={picker}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              id="letter-photos"
              onChange={(event) => void addPhotos(event.target.files)}
            />
            <Button
              variant="outline"
              size="sm"
              icon={<ImagePlus className="size-4" aria-hidden="true" />}
              onClick={() => picker.current?.click()}
              loading={uploading > 0}
              loadingText={t('form.uploading')}
            >
              {t('form.addPhotos')}
            </Button>
          </div>
        )}
        {errors.images && (
          <p className="text-sm font-medium text-danger" role="alert">
            {say(errors.images)}
          </p>
        )}
      </fieldset>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={uploading > 0}>
          {letter ? t('form.save') : t('form.seal')}
        </Button>
      </div>
    </form>
  );
}
