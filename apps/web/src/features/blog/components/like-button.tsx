import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Heart } from 'lucide-react';
import type { BlogPost } from '@doita/shared';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useToggleLike } from '../hooks/use-toggle-like';

/** The heart: a toggle with its count when signed in; for a guest, a way to sign in. */
export function LikeButton({ post, signedIn }: { post: BlogPost; signedIn: boolean }) {
  const { t, i18n } = useTranslation('blog');
  const location = useLocation();
  const toggle = useToggleLike(post.id);
  const count = formatNumber(post.likesCount, i18n.language);
  if (!signedIn) {
    return (
      <Link
        to="/login"
        state={{ from: { pathname: location.pathname, search: '', hash: '' } }}
        className={buttonClasses({ variant: 'outline' })}
      >
        <Heart className="size-5" aria-hidden="true" />
        <span>{t('likes.signIn')}</span>
        <span className="text-muted" aria-label={t('likes.count', { count: post.likesCount })}>
          {count}
        </span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={post.likedByMe}
      onClick={() => toggle.mutate(!post.likedByMe)}
      className={cn(
        buttonClasses({ variant: post.likedByMe ? 'secondary' : 'outline' }),
        post.likedByMe && 'text-primary',
      )}
      data-testid="like-button"
    >
      <Heart className={cn('size-5', post.likedByMe && 'fill-current')} aria-hidden="true" />
      <span>{post.likedByMe ? t('likes.liked') : t('likes.like')}</span>
      <span
        className="rounded-full bg-surface-2 px-2 text-sm text-fg tabular-nums"
        data-testid="likes-count"
      >
        <span className="sr-only">{t('likes.count', { count: post.likesCount })}</span>
        <span aria-hidden="true">{count}</span>
      </span>
    </button>
  );
}
