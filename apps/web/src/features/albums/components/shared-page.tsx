import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Heart, KeyRound, Languages } from 'lucide-react';
import { LOCALES, SHARE_PASSCODE_HEADER, VIDEO_POLL_MS, sharedContract } from '@doita/shared';
import type { LocaleCode, SharedView } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { MediaCover } from '@/components/media/media-cover';
import { call } from '@/lib/api-contract';
import { isApiError } from '@/lib/api-error';
import { formatShownDate } from '@/lib/format';
import { changeLocale } from '@/lib/i18n';
import { queryKeyOf } from '@/lib/query-key';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AlbumMemoryCard } from './album-memory-card';

/** Vietnamese first, then English: the two languages, each named in itself. */
const LANGUAGE_NAMES: Record<LocaleCode, string> = { vi: 'Tiếng Việt', en: 'English' };

function LanguageSwitch() {
  const { t, i18n } = useTranslation('albums');
  return (
    <div role="group" aria-label={t('shared.language')} className="flex items-center gap-1">
      <Languages className="size-5 text-muted" aria-hidden="true" />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={i18n.language === locale}
          onClick={() => void changeLocale(locale)}
          className="min-h-11 rounded-full px-3 text-base aria-pressed:bg-primary aria-pressed:text-primary-fg"
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}

/** Whether a video of the page is still being prepared (it has no poster or URL yet). */
const preparing = (view: SharedView | undefined) =>
  view?.memories.some((memory) => memory.images.some((i) => i.video?.status === 'processing'));

/** What went wrong, in words for someone who only got a link. */
function problemOf(error: unknown): 'passcode' | 'wrong' | 'locked' | 'unavailable' | 'error' {
  if (!isApiError(error)) return 'error';
  if (error.code === 'PASSCODE_REQUIRED') return 'passcode';
  if (error.code === 'PASSCODE_WRONG') return 'wrong';
  if (error.status === 429) return 'locked';
  if (error.status === 404) return 'unavailable';
  return 'error';
}

function PasscodeForm({
  problem,
  onSubmit,
}: {
  problem: string;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation('albums');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code) onSubmit(code);
  };
  const error =
    problem === 'wrong' ? t('shared.wrong') : problem === 'locked' ? t('shared.locked') : undefined;
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div className="flex items-center gap-3">
        <KeyRound className="size-7 text-primary" aria-hidden="true" />
        <h1 className="font-display text-2xl font-semibold">{t('shared.passcodeTitle')}</h1>
      </div>
      <p className="text-lg">{t('shared.passcodeMessage')}</p>
      <Field label={t('shared.passcode')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={code}
            autoComplete="off"
            autoFocus
            className="text-lg"
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg">
        {t('shared.open')}
      </Button>
    </form>
  );
}

/**
 * /s/:token: what a share link shows, to anyone holding it, signed in or not: the couple's
 * names, the memory or album, its photos (each opens large), dates; big type for a phone.
 * Not indexed (the server's headers and the meta tag), no referrer leaves it.
 */
export function SharedPage({ token }: { token: string }) {
  const { t } = useTranslation('albums');
  const [page, setPage] = useState(1);
  const passcode = useRef<string | undefined>(undefined);
  const [triedPasscode, setTriedPasscode] = useState(false);
  const query = useQuery({
    queryKey: queryKeyOf(sharedContract.view, { params: { token }, query: { page } }),
    queryFn: ({ signal }) =>
      call(
        sharedContract.view,
        { params: { token }, query: { page } },
        {
          signal,
          auth: false,
          refreshOnUnauthorized: false,
          ...(passcode.current
            ? { headers: { [SHARE_PASSCODE_HEADER]: encodeURIComponent(passcode.current) } }
            : {}),
        },
      ),
    retry: false,
    gcTime: 0,
    // A guest cannot ask about one upload: while a video is prepared, the page is asked for
    // again (less often than the couple's own screen), and it plays once it is ready.
    refetchInterval: (q) => (preparing(q.state.data) ? VIDEO_POLL_MS * 2 : false),
    meta: { errorToast: false },
  });
  const view = query.data;
  useDocumentTitle(view?.title ?? t('shared.documentTitle'));
  const problem = query.isError ? problemOf(query.error) : null;

  let body;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="aspect-[4/3] w-full rounded-3xl" />
      </div>
    );
  } else if (
    problem === 'passcode' ||
    problem === 'wrong' ||
    (problem === 'locked' && triedPasscode)
  ) {
    body = (
      <PasscodeForm
        problem={problem}
        onSubmit={(code) => {
          passcode.current = code;
          setTriedPasscode(true);
          void query.refetch();
        }}
      />
    );
  } else if (problem) {
    const unavailable = problem === 'unavailable';
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <h1 className="font-display text-2xl font-semibold">
          {unavailable
            ? t('shared.unavailableTitle')
            : problem === 'locked'
              ? t('shared.locked')
              : t('shared.errorTitle')}
        </h1>
        <p className="text-lg text-muted">
          {unavailable ? t('shared.unavailableMessage') : t('shared.errorMessage')}
        </p>
        {!unavailable && (
          <Button size="lg" onClick={() => void query.refetch()}>
            {t('shared.retry')}
          </Button>
        )}
      </div>
    );
  } else if (view) {
    const names = view.coupleNames.join(` ${t('shared.and')} `);
    body = (
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg text-muted">
            <Heart className="size-5 text-primary" aria-hidden="true" />
            {t('shared.from', { names })}
          </p>
          <h1 className="font-display text-3xl font-semibold text-balance wrap-anywhere">
            {view.title}
          </h1>
          {view.kind === 'album' && view.description && (
            <p className="text-lg text-pretty whitespace-pre-line wrap-anywhere">
              {view.description}
            </p>
          )}
          {view.kind === 'album' && (
            <p className="text-muted">
              {t('shared.memories', { count: view.pagination.totalMemories })}
            </p>
          )}
          {/* a cover still being prepared has no picture yet: none rather than an empty frame */}
          {view.kind === 'album' && view.cover?.url && (
            <MediaCover
              image={view.cover}
              alt=""
              sizes="(min-width: 672px) 640px, 100vw"
              className="rounded-3xl"
              eager
            />
          )}
        </header>
        {view.memories.length === 0 ? (
          <p className="text-lg text-muted">{t('shared.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {view.memories.map((memory) => (
              <AlbumMemoryCard key={memory.id} memory={memory} guest />
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalPages={view.pagination.totalPages}
          onPage={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
        {view.expiresAt && (
          <p className="text-center text-sm text-muted">
            {t('shared.until', { date: formatShownDate(view.expiresAt) })}
          </p>
        )}
      </article>
    );
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-6 text-base sm:py-10">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <div className="flex justify-end">
        <LanguageSwitch />
      </div>
      <main className="min-w-0 flex-1">{body}</main>
      <footer className="text-center text-sm text-muted">{t('shared.footer')}</footer>
    </div>
  );
}
