import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION, linkAddress } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { translateValidation } from '@/lib/i18n';

/**
 * The toolbar's link: the words to show and the address, asked in plain fields, so a
 * writer never types `[words](https://…)` (the editor writes it).
 */
export function LinkForm({
  initialText,
  onInsert,
  onCancel,
}: {
  initialText: string;
  onInsert: (text: string, address: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['blog', 'validation']);
  const [text, setText] = useState(initialText);
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the form sits in a dialog above the post's own form: its submit stays here
    event.stopPropagation();
    const link = linkAddress(address);
    if (!link) {
      setError(translateValidation(t, address.trim() ? VALIDATION.url : VALIDATION.required));
      return;
    }
    onInsert(text.trim() || link, link);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <Field label={t('blog:editor.link.address')} error={error} required>
        {(c) => (
          <Input
            {...c}
            type="url"
            inputMode="url"
            autoFocus
            value={address}
            placeholder="https://"
            onChange={(e) => {
              setAddress(e.target.value);
              setError('');
            }}
          />
        )}
      </Field>
      <Field label={t('blog:editor.link.text')} hint={t('blog:editor.link.textHint')}>
        {(c) => <Input {...c} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('blog:editor.link.cancel')}
        </Button>
        <Button type="submit">{t('blog:editor.link.insert')}</Button>
      </div>
    </form>
  );
}
