import { useTranslation } from 'react-i18next';
import { BLOG_PRIVACIES, type BlogPrivacy } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { PRIVACY_ICONS } from '../blog-wording';

/**
 * Who sees the post: three choices with what each means; "the two of us" needs a couple.
 * Making a post the two of you shared public warns that the partner's comments on it become
 * public too (a guest reads every comment of a public post).
 */
export function PrivacyField({
  value,
  onChange,
  coupleAvailable,
  savedPrivacy,
  commentsCount = 0,
}: {
  value: BlogPrivacy;
  onChange: (privacy: BlogPrivacy) => void;
  coupleAvailable: boolean;
  /** the privacy the post was saved with (none for a new post) */
  savedPrivacy?: BlogPrivacy;
  commentsCount?: number;
}) {
  const { t } = useTranslation('blog');
  const warnPublic = value === 'public' && savedPrivacy === 'couple';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{t('editor.privacy')}</legend>
      <div className="grid gap-2">
        {BLOG_PRIVACIES.map((privacy) => {
          const Icon = PRIVACY_ICONS[privacy];
          const disabled = privacy === 'couple' && !coupleAvailable && value !== 'couple';
          return (
            <label
              key={privacy}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                value === privacy
                  ? 'border-primary bg-primary-soft'
                  : 'border-border hover:bg-surface-2',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="blog-privacy"
                value={privacy}
                checked={value === privacy}
                disabled={disabled}
                onChange={() => onChange(privacy)}
                className="mt-1 size-4 accent-(--primary)"
              />
              <span className="flex flex-col">
                <span className="inline-flex items-center gap-1.5 font-semibold">
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`privacy.${privacy}`)}
                </span>
                <span className="text-sm text-muted">
                  {disabled ? t('editor.coupleNeeded') : t(`privacy.${privacy}Hint`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {warnPublic && (
        <Alert type="warning" title={t('editor.publicWarning.title')}>
          {t('editor.publicWarning.message', { count: commentsCount })}
        </Alert>
      )}
    </fieldset>
  );
}
