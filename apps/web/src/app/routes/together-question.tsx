import { useTranslation } from 'react-i18next';
import { QuestionPage } from '@/features/questions/components/question-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /together/question: the couple's daily question and its history. */
export function Component() {
  const { t } = useTranslation('questions');
  useDocumentTitle(t('documentTitle'));
  return <QuestionPage />;
}
