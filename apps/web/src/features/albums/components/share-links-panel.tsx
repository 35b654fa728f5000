import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Eye, KeyRound, Link2Off } from 'lucide-react';
import { SHARE_LINK_LIMITS, isValidPasscode } from '@doita/shared';
import type { ShareLink } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadMore } from '@/components/ui/load-more';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShownDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/albums-api';

/** the expiries offered, in days; `0` is "until turned off" */
const EXPIRIES = [1, 7, 30, SHARE_LINK_LIMITS.maxDays, 0] as const;

type Target = { memoryId: string } | { albumId: string };

/** Copies a link, saying so (or saying to copy it by hand). */
async function copyLink(url: string, t: (key: string) => string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('share.copied'));
  } catch {
    toast.error(t('share.copyFailed'));
  }
}

/** One link: its URL to copy, views, passcode, expiry, and the way to turn it off. */
export function ShareLinkRow({
  link,
  showTarget = false,
}: {
  link: ShareLink;
  showTarget?: boolean;
}) {
  const { t } = useTranslation('albums');
  const revoke = useRevokeShareLink();
  const created = formatShownDate(link.createdAt);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border p-3">
      {showTarget && <p className="font-medium">{link.target.title || t('share.gone')}</p>}
      <input
        readOnly
        value={link.url}
        aria-label={t('share.copy')}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full truncate rounded-lg bg-surface-2 px-2 py-1.5 font-mono text-xs"
      />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Eye className="size-4" aria-hidden="true" />
          {t('share.views', { count: link.viewCount })}
        </span>
        {link.hasPasscode && (
          <span className="inline-flex items-center gap-1">
            <KeyRound className="size-4" aria-hidden="true" />
            {t('share.withPasscode')}
          </span>
        )}
        <span className={link.expired ? 'text-danger' : undefined}>
          {link.expired
            ? t('share.expired')
            : link.expiresAt
              ? t('share.expires', { date: formatShownDate(link.expiresAt) })
              : t('share.forever')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copyLink(link.url, t)}
          icon={<Copy className="size-4" aria-hidden="true" />}
        >
          {t('share.copy')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-danger hover:border-danger"
          aria-label={t('share.revokeLabel', { date: created })}
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(link.id, { onSuccess: () => toast.success(t('share.revoked')) })
          }
          icon={<Link2Off className="size-4" aria-hidden="true" />}
        >
          {t('share.revoke')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Make a read-only link to a memory or an album (an expiry, an optional passcode), and see
 * the links it has: copy, views, turn off.
 */
export function ShareLinksPanel({ target }: { target: Target }) {
  const { t } = useTranslation('albums');
  const links = useShareLinks(target);
  const create = useCreateShareLink();
  const [days, setDays] = useState<number>(30);
  const [passcode, setPasscode] = useState('');
  const [passcodeError, setPasscodeError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (passcode !== '' && !isValidPasscode(passcode)) {
      setPasscodeError(t('share.passcodeHint'));
      return;
    }
    setPasscodeError(undefined);
    create.mutate(
      {
        ...target,
        ...(days > 0 ? { expiresInDays: days } : {}),
        ...(passcode ? { passcode } : {}),
      },
      {
        onSuccess: ({ shareLink }) => {
          setPasscode('');
          toast.success(t('success.shared'));
          void copyLink(shareLink.url, t);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('share.description')}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <Field label={t('share.expiry')}>
          {(control) => (
            <Select
              {...control}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {EXPIRIES.map((value) => (
                <option key={value} value={value}>
                  {value === 0 ? t('share.expiryNever') : t('share.expiryDays', { count: value })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('share.passcode')} hint={t('share.passcodeHint')} error={passcodeError}>
          {(control) => (
            <Input
              {...control}
              value={passcode}
              autoComplete="off"
              maxLength={SHARE_LINK_LIMITS.passcodeMax * 2}
              onChange={(event) => setPasscode(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={create.isPending} className="self-start">
          {t('share.create')}
        </Button>
      </form>
      <section aria-labelledby="share-links-heading" className="flex flex-col gap-2">
        <h3 id="share-links-heading" className="font-semibold">
          {t('share.links')}
        </h3>
        {links.isPending ? (
          <Skeleton className="h-24 w-full rounded-2xl" />
        ) : !links.data ? (
          <p role="alert" className="text-sm text-danger">
            {t('shared.errorMessage')}
          </p>
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted">{t('share.none')}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-2">
              {links.data.map((link) => (
                <ShareLinkRow key={link.id} link={link} />
              ))}
            </ul>
            <LoadMore query={links} label={t('share.more')} />
          </>
        )}
      </section>
    </div>
  );
}
