import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Eye, FilePen, Save, Send } from 'lucide-react';
import type { BlogStatus } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useDeletePost } from '../../api/delete-post';
import { usePublishPost } from '../../api/publish-post';
import { useUnpublishPost } from '../../api/unpublish-post';
import type { useAutosave } from '../../hooks/use-autosave';
import { DeletePostButton, confirmPostDelete } from '../delete-post';

/**
 * Save, publish, take back, view and delete. Publishing saves first (or creates the post
 * already published), then leaves for the post; a published post's edits are saved here.
 */
export function EditorActions({
  postId,
  status,
  autosave,
  publishable,
  titled,
  onStatus,
  onError,
  onLeave,
}: {
  postId: string | null;
  status: BlogStatus | null;
  autosave: ReturnType<typeof useAutosave>;
  publishable: () => boolean;
  /** a draft needs a title before the server keeps it (says so under the field) */
  titled: () => boolean;
  onStatus: (status: BlogStatus) => void;
  onError: (error: unknown) => void;
  onLeave: (to: string) => void;
}) {
  const { t } = useTranslation('blog');
  const [busy, setBusy] = useState<'publish' | 'save' | null>(null);
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const remove = useDeletePost();

  const onPublish = async () => {
    if (!publishable()) return;
    setBusy('publish');
    try {
      // Saved first (a new post is created as a draft), then published: one way, no twin.
      if (!(await autosave.flush())) return;
      const id = autosave.currentPostId();
      if (!id) return;
      await publish.mutateAsync(id);
      toast.success(t('editor.toast.published'));
      onLeave(`/blog/${id}`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const onSave = async () => {
    if (status === 'published' ? !publishable() : !titled()) return;
    setBusy('save');
    try {
      if (!(await autosave.flush())) return;
      if (status === 'published' && postId) {
        toast.success(t('editor.toast.saved'));
        onLeave(`/blog/${postId}`);
      }
    } finally {
      setBusy(null);
    }
  };

  const onUnpublish = () => {
    if (!postId) return;
    unpublish.mutate(postId, {
      onSuccess: () => {
        onStatus('draft');
        toast.success(t('editor.toast.unpublished'));
      },
    });
  };

  const onDelete = async () => {
    if (!postId) return;
    if (!(await confirmPostDelete(t))) return;
    remove.mutate(postId, {
      onSuccess: () => {
        toast.success(t('editor.toast.deleted'));
        onLeave('/blog');
      },
    });
  };

  const published = status === 'published';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {postId && (
        <Link to={`/blog/${postId}`} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Eye className="size-4" aria-hidden="true" />
          {t('editor.view')}
        </Link>
      )}
      {postId && (
        <DeletePostButton loading={remove.isPending} onClick={() => void onDelete()}>
          {t('editor.delete')}
        </DeletePostButton>
      )}
      {published && (
        <Button
          variant="outline"
          size="sm"
          loading={unpublish.isPending}
          icon={<FilePen className="size-4" aria-hidden="true" />}
          onClick={onUnpublish}
        >
          {t('editor.unpublish')}
        </Button>
      )}
      <Button
        variant={published ? 'primary' : 'outline'}
        size="sm"
        loading={busy === 'save'}
        icon={<Save className="size-4" aria-hidden="true" />}
        onClick={() => void onSave()}
      >
        {published ? t('editor.update') : t('editor.saveDraft')}
      </Button>
      {!published && (
        <Button
          size="sm"
          loading={busy === 'publish'}
          icon={<Send className="size-4" aria-hidden="true" />}
          onClick={() => void onPublish()}
        >
          {t('editor.publish')}
        </Button>
      )}
    </div>
  );
}
