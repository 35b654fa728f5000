import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '@doita/shared';
import { ListPage } from '@/features/list/components/list-page';
import { openMemoryForm } from '@/features/memories/components/open-memory-form';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /together/list: the couple's list of things to do together. */
export function Component() {
  const { t } = useTranslation('list');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  return (
    <ListPage
      connected={user.coupleStatus?.isConnected === true}
      timeZone={user.preferences?.timeZone ?? DEFAULT_TIME_ZONE}
      onMakeMemory={(prefill, onSaved) => openMemoryForm(t, { prefill, onSaved })}
    />
  );
}
