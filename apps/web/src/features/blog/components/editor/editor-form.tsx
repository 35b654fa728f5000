import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  showsNothing,
  VALIDATION,
  type BlogPost,
  blogContract,
} from '@doita/shared';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { fieldErrorMessage, isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { translateFormMessage } from '@/lib/i18n';
import type { DraftValues } from '../../hooks/local-draft';
import { useAutosave } from '../../hooks/use-autosave';
import { CoverField } from './cover-field';
import { editorStart } from './editor-start';
import { EditorActions } from './editor-actions';
import { MarkdownField } from './markdown-field';
import { PrivacyField } from './privacy-field';
import { RestoreBanner } from './restore-banner';
import { SaveStatus } from './save-status';
import { TagsField } from './tags-field';
import { queryKeyOf } from '@/lib/query-key';

export type FieldErrors = Partial<
  Record<'title' | 'content' | 'excerpt' | 'tags' | 'cover', string>
>;

/** A 422's field errors by the form's field names (`tags.0` is the tags field). */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const errors: FieldErrors = {};
  for (const item of error.errors) {
    const head = item.field.split('.')[0] ?? '';
    const name = head === 'coverImageId' ? 'cover' : head;
    if (['title', 'content', 'excerpt', 'tags', 'cover'].includes(name)) {
      errors[name as keyof FieldErrors] ??= fieldErrorMessage(item);
    }
  }
  return errors;
}

/** The post form: title, Markdown, cover, excerpt, tags, category, privacy; autosaved. */
export function EditorForm({
  userId,
  coupleAvailable,
  post,
}: {
  userId: string;
  coupleAvailable: boolean;
  /** the post to edit, null for a new one */
  post: BlogPost | null;
}) {
  const { t } = useTranslation(['blog', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => editorStart(userId, post, coupleAvailable));
  const [values, setValues] = useState(start.initial);
  const [status, setStatus] = useState(start.status);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [restore, setRestore] = useState(start.restore);

  const onSaved = useCallback(
    (post: BlogPost) => {
      setErrors({});
      queryClient.setQueryData(
        queryKeyOf(blogContract.get, { params: { id: post.id } }, userId),
        post,
      );
    },
    [queryClient, userId],
  );
  const onError = useCallback((error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields) setErrors(fields);
    else if (!isApiError(error) || error.status !== undefined) notifyError(error);
  }, []);
  const autosave = useAutosave({
    userId,
    postId: start.postId,
    published: status === 'published',
    values,
    saved: start.saved,
    onSaved,
    onError,
  });

  const set = <K extends keyof DraftValues>(name: K, value: DraftValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name in errors) setErrors(({ [name as keyof FieldErrors]: _, ...rest }) => rest);
  };
  const message = (key: keyof FieldErrors) => translateFormMessage(t, errors[key]);

  /** the checks publishing needs, before asking the server */
  const publishable = (): boolean => {
    const missing: FieldErrors = {};
    if (showsNothing(values.title)) missing.title = VALIDATION.required;
    if (showsNothing(values.content)) missing.content = VALIDATION.required;
    setErrors((current) => ({ ...current, ...missing }));
    return Object.keys(missing).length === 0;
  };

  const titled = (): boolean => {
    if (!showsNothing(values.title)) return true;
    setErrors((current) => ({ ...current, title: VALIDATION.required }));
    return false;
  };

  return (
    <div className="flex flex-col gap-6">
      {restore && (
        <RestoreBanner
          mode={restore.mode}
          savedAt={restore.savedAt}
          onRestore={() => {
            setValues(restore.values);
            setRestore(null);
          }}
          onDiscard={() => {
            autosave.forgetLocal();
            if (restore.mode === 'restored') setValues(start.saved);
            setRestore(null);
          }}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SaveStatus state={autosave.state} />
        <EditorActions
          postId={autosave.postId}
          status={status}
          autosave={autosave}
          publishable={publishable}
          titled={titled}
          onStatus={setStatus}
          onError={onError}
          onLeave={(to) => {
            autosave.markSaved(values);
            autosave.forgetLocal();
            void navigate(to);
          }}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Field label={t('blog:editor.title')} required error={message('title')}>
            {(c) => (
              <Input
                {...c}
                value={values.title}
                onChange={(e) => set('title', e.target.value)}
                maxLength={BLOG_LIMITS.title}
                placeholder={t('blog:editor.titlePlaceholder')}
                className="font-display text-xl font-semibold"
                data-testid="post-title"
              />
            )}
          </Field>
          <MarkdownField
            value={values.content}
            onChange={(content) => set('content', content)}
            error={message('content')}
          />
        </div>
        <PostSettings
          values={values}
          set={set}
          message={message}
          coupleAvailable={coupleAvailable}
          post={post}
        />
      </div>
    </div>
  );
}

/** The post's settings beside its text: cover, category, who sees it, tags, excerpt. */
function PostSettings({
  values,
  set,
  message,
  coupleAvailable,
  post,
}: {
  values: DraftValues;
  set: <K extends keyof DraftValues>(name: K, value: DraftValues[K]) => void;
  message: (key: keyof FieldErrors) => string | undefined;
  coupleAvailable: boolean;
  post: BlogPost | null;
}) {
  const { t } = useTranslation(['blog', 'validation']);
  return (
    <aside className="flex flex-col gap-5">
      <CoverField
        cover={values.cover}
        onChange={(cover) => set('cover', cover)}
        error={message('cover')}
      />
      <Field label={t('blog:editor.category')}>
        {(c) => (
          <Select
            {...c}
            value={values.category}
            onChange={(e) => set('category', e.target.value as DraftValues['category'])}
          >
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`blog:categories.${category}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <PrivacyField
        value={values.privacy}
        onChange={(privacy) => set('privacy', privacy)}
        coupleAvailable={coupleAvailable}
        savedPrivacy={post?.privacy}
        commentsCount={post?.commentsCount}
      />
      <TagsField
        tags={values.tags}
        onChange={(tags) => set('tags', tags)}
        error={message('tags')}
      />
      <Field
        label={t('blog:editor.excerpt')}
        hint={`${t('blog:editor.excerptHint')} ${values.excerpt.length}/${BLOG_LIMITS.excerpt}`}
        error={message('excerpt')}
      >
        {(c) => (
          <Textarea
            {...c}
            value={values.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            maxLength={BLOG_LIMITS.excerpt}
            rows={3}
          />
        )}
      </Field>
    </aside>
  );
}
