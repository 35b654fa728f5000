import { useTranslation } from 'react-i18next';
import { FilePen } from 'lucide-react';
import type { BlogPostSummary } from '@doita/shared';
import { Badge } from '@/components/ui/badge';
import { CATEGORY_ICONS, PRIVACY_ICONS } from './blog-wording';

/** Category, and for its author the privacy and a draft's mark. */
export function PostBadges({
  post,
  showPrivacy,
}: {
  post: Pick<BlogPostSummary, 'category' | 'privacy' | 'status'>;
  showPrivacy: boolean;
}) {
  const { t } = useTranslation('blog');
  const CategoryIcon = CATEGORY_ICONS[post.category];
  const PrivacyIcon = PRIVACY_ICONS[post.privacy];
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge className="gap-1">
        <CategoryIcon className="size-3.5" aria-hidden="true" />
        {t(`categories.${post.category}`)}
      </Badge>
      {showPrivacy && (
        <Badge className="gap-1 bg-surface-2">
          <PrivacyIcon className="size-3.5" aria-hidden="true" />
          {t(`privacy.${post.privacy}`)}
        </Badge>
      )}
      {post.status === 'draft' && (
        <Badge className="gap-1 bg-warning/15 text-fg">
          <FilePen className="size-3.5" aria-hidden="true" />
          {t('status.draft')}
        </Badge>
      )}
    </div>
  );
}
