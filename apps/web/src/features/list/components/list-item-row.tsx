import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { checkinDayOf, memoryDayOf, type ListItem, type Memory } from '@doita/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { notifyFailure } from '@/lib/error-toast';
import { formatDay, formatShownDate } from '@/lib/format';
import { confirmDialog } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useRemoveListItem, useSetDone, useUpdateListItem } from '../api/list';

/** Opens the memory form with a new memory's first values; `onSaved` gets the memory. */
export type MakeMemory = (
  prefill: { title: string; description: string; date: string },
  onSaved: (memory: Pick<Memory, 'id'>) => void,
) => void;

/**
 * One item: its box to tick (either partner), what it is, when, the link as an anchor that
 * opens elsewhere and is never fetched here, and what may be done with it. A done item may
 * become a memory, prefilled with its title and day, and then points at it.
 */
export function ListItemRow({
  item,
  timeZone,
  onEdit,
  onMakeMemory,
}: {
  item: ListItem;
  timeZone: string;
  onEdit: () => void;
  /** the memories feature's form, handed in by the route */
  onMakeMemory: MakeMemory;
}) {
  const { t, i18n } = useTranslation('list');
  const setDone = useSetDone();
  const remove = useRemoveListItem();
  const link = useUpdateListItem();
  const locale = i18n.language;

  const makeMemory = () => {
    const today = checkinDayOf(new Date(), timeZone);
    const doneDay = item.doneAt ? checkinDayOf(new Date(item.doneAt), timeZone) : null;
    onMakeMemory(
      {
        title: item.title,
        description: item.note || item.title,
        date: memoryDayOf(item, doneDay, today),
      },
      (memory) =>
        link.mutate(
          { id: item.id, body: { memoryId: memory.id } },
          {
            onSuccess: () => toast.success(t('item.memoryLinked')),
            onError: (error) => notifyFailure(t('item.actionFailed'), error),
          },
        ),
    );
  };

  const askRemove = async () => {
    const yes = await confirmDialog({
      title: t('item.removeTitle'),
      message: t('item.removeMessage', { title: item.title }),
      confirmLabel: t('item.remove'),
      tone: 'danger',
    });
    if (yes) remove.mutate(item.id);
  };

  return (
    <li className="flex items-start gap-3 border-b border-border py-4 last:border-b-0">
      <input
        type="checkbox"
        className="mt-1 size-6 shrink-0 cursor-pointer rounded-md accent-(--primary) disabled:cursor-not-allowed"
        checked={item.done}
        disabled={!item.editable}
        aria-label={t('item.markDone', { title: item.title })}
        onChange={(event) => setDone.mutate({ item, done: event.target.checked })}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={
              item.done
                ? 'font-semibold break-words text-muted line-through'
                : 'font-semibold break-words'
            }
          >
            {item.title}
          </span>
          <Badge>{t(`kinds.${item.kind}`)}</Badge>
          {!item.editable && <Badge className="bg-surface-2">{t('item.readOnly')}</Badge>}
        </div>
        {item.note && <p className="text-sm text-pretty break-words text-muted">{item.note}</p>}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          {item.targetDate && (
            <span>{t('item.target', { date: formatDay(item.targetDate, locale) })}</span>
          )}
          <span>{t('item.addedBy', { name: item.author.name })}</span>
          {item.done && item.doneBy && item.doneAt && (
            <span>
              {t('item.doneBy', {
                name: item.doneBy.name,
                date: formatShownDate(item.doneAt, { timeZone, locale }),
              })}
            </span>
          )}
        </p>
        {item.link && (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex max-w-full items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{item.link}</span>
            <span className="sr-only">{t('item.openLink')}</span>
          </a>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          {item.done && item.memoryId && (
            <Link
              to={`/memories/${item.memoryId}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Sparkles className="size-4" aria-hidden="true" />
              {t('item.seeMemory')}
            </Link>
          )}
          {item.done && !item.memoryId && item.editable && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Sparkles className="size-4" aria-hidden="true" />}
              onClick={makeMemory}
            >
              {t('item.makeMemory')}
            </Button>
          )}
          {item.editable && (
            <>
              <Button
                variant="ghost"
                size="sm"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                onClick={onEdit}
                aria-label={`${t('item.edit')}: ${item.title}`}
              >
                {t('item.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={askRemove}
                aria-label={`${t('item.remove')}: ${item.title}`}
              >
                {t('item.remove')}
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
