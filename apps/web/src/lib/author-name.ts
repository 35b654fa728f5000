import { isFormerMember } from '@doita/shared';
import { i18n } from './i18n';

/** The name to show for an author: theirs, or "Tài khoản đã xóa" once their account is gone. */
export function authorName(author: { id?: string | null; displayName: string }): string {
  return isFormerMember(author) ? i18n.t('common:formerMember') : author.displayName;
}
