import { useEffect, useId, useRef, useState } from 'react';
import { shownTextOf } from '@doita/shared';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateAndTime } from '@/lib/format';
import { useMessageSearch } from '../api/messages-api';
import { quoteText } from './message-text';
import { authorName } from '@/lib/author-name';

/** typing pauses this long before the search leaves */
const DEBOUNCE_MS = 300;

/**
 * Search in the conversation (the server ignores accents and case: "da lat" finds "Đà
 * Lạt"): results newest first under the box; picking one shows it in the conversation, in
 * its place, older pages read until it is there.
 */
export function ConversationSearch({
  myId,
  locale,
  timeZone,
  onClose,
  onPick,
}: {
  myId: string;
  locale: string;
  timeZone: string;
  onClose: () => void;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => setQ(shownTextOf(text)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useMessageSearch(q);
  const results = search.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <div className="border-b border-border bg-surface px-3 py-2 sm:px-6" role="search">
      <div className="flex items-center gap-2">
        <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <input
          ref={inputRef}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          aria-label={t('search.label')}
          aria-controls={resultsId}
          placeholder={t('search.placeholder')}
          maxLength={200}
          className="min-h-11 min-w-0 flex-1 bg-transparent text-[0.95rem] outline-none placeholder:text-muted"
        />
        {search.isFetching && <Spinner className="size-4" />}
        <IconButton
          label={t('search.close')}
          onClick={onClose}
          className="flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
      <div id={resultsId} aria-live="polite">
        {q && search.isError && <p className="py-2 text-sm text-danger">{t('search.error')}</p>}
        {q && search.isSuccess && (
          <p className="py-1 text-xs text-muted">
            {results.length === 0
              ? t('search.none', { q })
              : t('search.results', { count: results.length })}
          </p>
        )}
      </div>
      {results.length > 0 && (
        <ul className="max-h-[40dvh] overflow-y-auto" aria-label={t('search.label')}>
          {results.map((message) => {
            const { date, time } = formatDateAndTime(message.createdAt, locale, timeZone);
            return (
              <li key={message.id}>
                <button
                  type="button"
                  onClick={() => onPick(message.id)}
                  data-testid="search-result"
                  className="flex w-full flex-col rounded-xl px-2 py-2 text-start hover:bg-surface-2"
                >
                  <span className="text-xs text-muted">
                    {message.author.id === myId ? t('me') : authorName(message.author)} · {date}{' '}
                    {time}
                  </span>
                  <span className="line-clamp-2 text-sm">{quoteText(t, message)}</span>
                  <span className="sr-only">{t('search.show')}</span>
                </button>
              </li>
            );
          })}
          {search.hasNextPage && (
            <li>
              <button
                type="button"
                onClick={() => void search.fetchNextPage()}
                className="min-h-11 w-full text-sm font-semibold text-primary"
              >
                {t('search.more')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
