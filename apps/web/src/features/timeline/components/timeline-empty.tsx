import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellPlus, BookOpen, History, ImagePlus, PartyPopper } from 'lucide-react';
import type { TimelineFilter } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

const ICONS = {
  all: History,
  memories: ImagePlus,
  reminders: BellPlus,
  blog: BookOpen,
  anniversaries: PartyPopper,
} as const;

/** Nothing under this filter yet: say what would appear here and offer the way to add it. */
export function TimelineEmpty({
  filter,
  connected,
  onCreateMemory,
  onCreateReminder,
}: {
  filter: TimelineFilter;
  connected: boolean;
  onCreateMemory: () => void;
  onCreateReminder: () => void;
}) {
  const { t } = useTranslation('timeline');
  const Icon = ICONS[filter];
  const action =
    filter === 'all' || filter === 'memories' ? (
      <Button onClick={onCreateMemory}>{t('empty.createMemory')}</Button>
    ) : filter === 'reminders' ? (
      <Button onClick={onCreateReminder}>{t('empty.createReminder')}</Button>
    ) : filter === 'blog' ? (
      <Link to="/blog/new" className={buttonClasses()}>
        {t('empty.writePost')}
      </Link>
    ) : (
      <Link to="/couple/connect" className={buttonClasses({ variant: 'outline' })}>
        {connected ? t('empty.seeConnection') : t('notConnected.action')}
      </Link>
    );
  return (
    <EmptyState
      icon={<Icon aria-hidden="true" />}
      title={t(`empty.${filter}.title`)}
      description={t(`empty.${filter}.message`)}
      className="rounded-2xl border border-dashed border-border-strong"
    >
      {action}
    </EmptyState>
  );
}
