import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilePen, Pencil, Send } from 'lucide-react';
import type { BlogPost } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { useUndoDelete } from '@/features/trash';
import { toast } from '@/lib/toast-store';
import { useDeletePost } from '../api/delete-post';
import { usePublishPost } from '../api/publish-post';
import { useUnpublishPost } from '../api/unpublish-post';
import { localDraftKey, localDrafts } from '../hooks/local-draft';
import { DeletePostButton, confirmPostDelete } from './delete-post';

/** The author's controls on their post: edit, publish or take back, delete (confirmed). */
export function AuthorActions({ post, userId }: { post: BlogPost; userId: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const remove = useDeletePost();
  const undo = useUndoDelete();

  const onDelete = async () => {
    if (!(await confirmPostDelete(t))) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        localDrafts.remove(localDraftKey(userId, post.id));
        toast.success(t('editor.toast.deleted'), undefined, {
          action: undo({ kind: 'post', id: post.id }),
        });
        void navigate('/blog', { replace: true });
      },
    });
  };

  return (
    <div role="group" aria-label={t('post.authorActions')} className="flex flex-wrap gap-2">
      <Link
        to={`/blog/${post.id}/edit`}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {t('post.edit')}
      </Link>
      {post.status === 'draft' ? (
        <Button
          size="sm"
          loading={publish.isPending}
          icon={<Send className="size-4" aria-hidden="true" />}
          onClick={() =>
            publish.mutate(post.id, { onSuccess: () => toast.success(t('editor.toast.published')) })
          }
        >
          {t('post.publish')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          loading={unpublish.isPending}
          icon={<FilePen className="size-4" aria-hidden="true" />}
          onClick={() =>
            unpublish.mutate(post.id, {
              onSuccess: () => toast.success(t('editor.toast.unpublished')),
            })
          }
        >
          {t('post.unpublish')}
        </Button>
      )}
      <DeletePostButton loading={remove.isPending} onClick={() => void onDelete()}>
        {t('post.delete')}
      </DeletePostButton>
    </div>
  );
}
