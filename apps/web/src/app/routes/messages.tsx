import { useTranslation } from 'react-i18next';
import { ConversationPage } from '@/features/messages/components/conversation-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /messages: the couple's conversation. */
export function Component() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('documentTitle'));
  return <ConversationPage />;
}
