import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIST_KINDS,
  LIST_LIMITS,
  createListItemBodySchema,
  limitShownText,
  oneLineTextOf,
  type ListItem,
  type ListKind,
} from '@doita/shared';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { fieldErrorMessage, isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { translateValidation } from '@/lib/i18n';
import { isQueuedWrite } from '@/lib/offline';
import { toast } from '@/lib/toast-store';
import { useCreateListItem, useUpdateListItem } from '../api/list';

interface Values {
  title: string;
  kind: ListKind;
  note: string;
  targetDate: string;
  link: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (item: ListItem | null): Values => ({
  title: item?.title ?? '',
  kind: item?.kind ?? 'place',
  note: item?.note ?? '',
  targetDate: item?.targetDate ?? '',
  link: item?.link ?? '',
});

/**
 * Add or change an item: checked by the shared schema before it is sent (the server checks
 * the same again); a refusal the server gives per field shows under that field. The title
 * and the note stop at their limits as the server counts them (`limitShownText`: an emoji
 * is one character), not at an HTML maxLength's UTF-16 units.
 */
export function ListItemForm({
  item,
  onDone,
  onCancel,
}: {
  /** the item to change; null to add one */
  item: ListItem | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('list');
  // what the form opened with: a change sends only the fields changed since, so what the
  // partner saved meanwhile in the others is not written back over
  const [opened] = useState<Values>(() => valuesOf(item));
  const [values, setValues] = useState<Values>(opened);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateListItem();
  const update = useUpdateListItem();
  const change = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const parsed = createListItemBodySchema.safeParse({
      ...values,
      targetDate: values.targetDate || null,
      link: values.link.trim(),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= translateValidation(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const fromServer = (error: unknown) => {
      if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
        const found: Errors = {};
        for (const e of error.errors)
          found[e.field as keyof Values] ??= translateValidation(t, fieldErrorMessage(e));
        setErrors(found);
        return true;
      }
      return false;
    };
    if (item) {
      const fields = (Object.keys(values) as (keyof Values)[]).filter(
        (field) => values[field] !== opened[field],
      );
      if (fields.length === 0) {
        onDone();
        return;
      }
      const body = Object.fromEntries(fields.map((field) => [field, parsed.data[field]]));
      update.mutate(
        { id: item.id, body },
        {
          onSuccess: () => {
            toast.success(t('form.updated'));
            onDone();
          },
          onError: (error) => {
            if (!fromServer(error)) notifyFailure(t('form.saveFailed'), error);
          },
        },
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        if (isQueuedWrite(error)) onDone();
        else fromServer(error);
      },
    });
  };

  const busy = create.isPending || update.isPending;
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t('form.title')} error={errors.title} required>
        {(c) => (
          <Input
            {...c}
            value={values.title}
            placeholder={t('form.titlePlaceholder')}
            onChange={(e) => change({ title: limitShownText(e.target.value, LIST_LIMITS.title) })}
            // a title is one line, as the schema keeps it: a pasted tab or line break shows
            // as the space it is saved as
            onBlur={(e) => change({ title: oneLineTextOf(e.target.value) })}
          />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t('form.kind')} error={errors.kind}>
          {(c) => (
            <Select
              {...c}
              value={values.kind}
              onChange={(e) => change({ kind: e.target.value as ListKind })}
            >
              {LIST_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('form.targetDate')}
          hint={t('form.targetDateHint')}
          error={errors.targetDate}
        >
          {(c) => (
            <DateField
              {...c}
              value={values.targetDate}
              onChange={(targetDate) => change({ targetDate })}
            />
          )}
        </Field>
      </div>
      <Field label={t('form.link')} hint={t('form.linkHint')} error={errors.link}>
        {(c) => (
          <Input
            {...c}
            type="url"
            inputMode="url"
            value={values.link}
            maxLength={LIST_LIMITS.link}
            placeholder="https://"
            onChange={(e) => change({ link: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('form.note')} error={errors.note}>
        {(c) => (
          <Textarea
            {...c}
            value={values.note}
            onChange={(e) => change({ note: limitShownText(e.target.value, LIST_LIMITS.note) })}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} loadingText={t('form.saving')}>
          {t('form.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
