import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALBUM_LIMITS, oneLineTextOf, shownTextOf, showsNothing } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';

export interface AlbumFormValues {
  name: string;
  description: string;
}

/** An album's name (required) and description, for a new album or an edit. */
export function AlbumForm({
  initial = { name: '', description: '' },
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: AlbumFormValues;
  pending: boolean;
  onSubmit: (values: AlbumFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['albums', 'validation']);
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (showsNothing(name)) {
      setError(t('validation:required'));
      return;
    }
    onSubmit({ name: oneLineTextOf(name), description: shownTextOf(description) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label={t('form.name')} required error={error}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={ALBUM_LIMITS.name}
            placeholder={t('form.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            // a name is one line, as the schema keeps it: a pasted tab or line break shows
            // as the space it is saved as
            onBlur={(event) => setName(oneLineTextOf(event.target.value))}
            autoFocus
          />
        )}
      </Field>
      <Field label={t('form.description')}>
        {(control) => (
          <Textarea
            {...control}
            value={description}
            maxLength={ALBUM_LIMITS.description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
