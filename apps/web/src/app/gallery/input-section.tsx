import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION } from '@doita/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { TimeField } from '@/components/ui/time-field';
import { translateValidation } from '@/lib/i18n';
import { GallerySection } from './gallery-section';

export function InputSection() {
  const { t } = useTranslation(['gallery', 'validation']);
  return (
    <GallerySection id="gallery-inputs" title={t('gallery:sections.inputs')}>
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={t('gallery:inputs.name')} hint={t('gallery:inputs.nameHint')} required>
          {(c) => <Input {...c} placeholder={t('gallery:inputs.namePlaceholder')} />}
        </Field>
        <Field
          label={t('gallery:inputs.withError')}
          error={translateValidation(t, VALIDATION.email)}
          required
        >
          {(c) => <Input {...c} type="email" defaultValue="minh.anh@" />}
        </Field>
        <Field label={t('gallery:inputs.disabled')}>
          {(c) => <Input {...c} disabled defaultValue={t('gallery:inputs.disabledValue')} />}
        </Field>
        <Field
          label={t('gallery:inputs.password')}
          error={translateValidation(t, 'validation.minLength:8')}
        >
          {(c) => <PasswordInput {...c} defaultValue="abc" />}
        </Field>
        <Field label={t('gallery:inputs.mood')}>
          {(c) => (
            <Select {...c} defaultValue="love">
              <option value="happy">{t('gallery:inputs.moods.happy')}</option>
              <option value="love">{t('gallery:inputs.moods.love')}</option>
              <option value="romantic">{t('gallery:inputs.moods.romantic')}</option>
            </Select>
          )}
        </Field>
        <Field label={t('gallery:inputs.note')}>
          {(c) => <Textarea {...c} placeholder={t('gallery:inputs.notePlaceholder')} />}
        </Field>
        <Checkbox label={t('gallery:inputs.remember')} defaultChecked />
      </div>
    </GallerySection>
  );
}

/** The app's own date and time fields, holding what is typed or picked. */
function GalleryDate({ control }: { control: FieldControlProps }) {
  const [value, setValue] = useState('2025-02-14');
  return <DateField {...control} value={value} onChange={setValue} />;
}

function GalleryTime({ control }: { control: FieldControlProps }) {
  const [value, setValue] = useState('19:30');
  return <TimeField {...control} value={value} onChange={setValue} />;
}

export function DateSection() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="gallery-dates" title={t('sections.dates')}>
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={t('dates.date')} hint={t('dates.hint')}>
          {(c) => <GalleryDate control={c} />}
        </Field>
        <Field label={t('dates.time')}>{(c) => <GalleryTime control={c} />}</Field>
      </div>
    </GallerySection>
  );
}
