import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIST_KINDS, LIST_STATUSES, type ListKind, type ListStatus } from '@doita/shared';
import { ToggleChip } from '@/components/ui/toggle-chip';
import type { ListFilter } from '../api/list';

const isStatus = (v: string | null): v is ListStatus =>
  (LIST_STATUSES as readonly (string | null)[]).includes(v);
const isKind = (v: string | null): v is ListKind =>
  (LIST_KINDS as readonly (string | null)[]).includes(v);

/** The list's filter, kept in the address (`?status=done&kind=food`); open items by default. */
export function useListFilter(): [ListFilter, (next: ListFilter) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const kind = params.get('kind');
  const filter: ListFilter = {
    status: status === 'all' ? undefined : isStatus(status) ? status : 'open',
    kind: isKind(kind) ? kind : undefined,
  };
  const set = (next: ListFilter) => {
    const out = new URLSearchParams();
    if (next.status !== 'open') out.set('status', next.status ?? 'all');
    if (next.kind) out.set('kind', next.kind);
    setParams(out, { replace: true });
  };
  return [filter, set];
}

export function ListFilters({
  filter,
  onChange,
}: {
  filter: ListFilter;
  onChange: (next: ListFilter) => void;
}) {
  const { t } = useTranslation('list');
  const statuses: (ListStatus | undefined)[] = ['open', 'done', undefined];
  return (
    <div className="flex flex-col gap-3" role="group" aria-label={t('filters.label')}>
      <div role="group" aria-label={t('filters.status')} className="flex flex-wrap gap-2">
        {statuses.map((status) => (
          <ToggleChip
            key={status ?? 'all'}
            pressed={filter.status === status}
            onClick={() => onChange({ ...filter, status })}
          >
            {t(`filters.${status ?? 'all'}`)}
          </ToggleChip>
        ))}
      </div>
      <div
        role="group"
        aria-label={t('filters.kind')}
        className="scroll-fade-x -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <ToggleChip pressed={!filter.kind} onClick={() => onChange({ ...filter, kind: undefined })}>
          {t('filters.allKinds')}
        </ToggleChip>
        {LIST_KINDS.map((kind) => (
          <ToggleChip
            key={kind}
            pressed={filter.kind === kind}
            onClick={() => onChange({ ...filter, kind })}
          >
            {t(`kinds.${kind}`)}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
