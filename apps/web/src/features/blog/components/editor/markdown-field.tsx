import { IMAGE_ACCEPT } from '@doita/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_LIMITS, imageMarkdown } from '@doita/shared';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { openModal } from '@/lib/modal-store';
import { useUploadImage } from '../../api/upload-image';
import { useMarkdownPreview } from '../../hooks/use-markdown-preview';
import { BlogContent } from '../blog-content';
import { type TextSelection, formattingOf, insertBlock, insertLinkTo } from './markdown-commands';
import { LinkForm } from './link-form';
import { MarkdownToolbar, type ToolbarCommand } from './markdown-toolbar';
import { reportUploadFailure } from './upload-failure';
import { useWideScreen } from './use-wide-screen';

const SHORTCUTS: Record<string, ToolbarCommand> = { b: 'bold', i: 'italic', k: 'link' };

/**
 * The Markdown editor: a labelled textarea with its formatting toolbar (images uploaded
 * inline as `upload:ID`, by the button or by pasting), and the server's live preview beside
 * it on a wide screen or in its own tab on a phone.
 */
export function MarkdownField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('blog');
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const wide = useWideScreen();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const showPreview = wide || tab === 'preview';
  const preview = useMarkdownPreview(value, showPreview);
  const upload = useUploadImage();

  const apply = (edit: (selection: TextSelection) => TextSelection) => {
    const element = textarea.current;
    if (!element) return;
    const next = edit({
      value: element.value,
      start: element.selectionStart,
      end: element.selectionEnd,
    });
    onChange(next.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  const insertImages = (files: File[]) => {
    for (const file of files) {
      upload.mutate(file, {
        onSuccess: (result) => {
          const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
          apply((selection) => insertBlock(selection, imageMarkdown(alt, result.id)));
        },
        onError: (failure) => reportUploadFailure(t, failure),
      });
    }
  };

  // the address and words in a small dialog; the link goes where the selection was
  const askForLink = () => {
    const element = textarea.current;
    if (!element) return;
    const at = { start: element.selectionStart, end: element.selectionEnd };
    openModal({
      component: 'content',
      props: {
        title: t('editor.link.title'),
        render: (close) => (
          <LinkForm
            initialText={element.value.slice(at.start, at.end)}
            onCancel={close}
            onInsert={(words, address) => {
              close();
              apply((current) => insertLinkTo({ ...current, ...at }, words, address));
            }}
          />
        ),
      },
    });
  };

  const run = (command: ToolbarCommand) => {
    if (tab === 'preview' && !wide) setTab('write');
    if (command === 'link') return askForLink();
    if (command === 'image') return fileInput.current?.click();
    const formatting = formattingOf(command, (key) => t(`editor.placeholders.${key}`));
    if (formatting) apply(formatting);
  };

  const tabButton = (which: 'write' | 'preview') => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === which}
      aria-controls={`${id}-${which}`}
      onClick={() => setTab(which)}
      className={cn(
        'min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
        tab === which ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
      )}
    >
      {t(`editor.${which}`)}
    </button>
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('editor.content')}
        </label>
        {!wide && (
          <div role="tablist" className="inline-flex shrink-0 rounded-xl bg-surface-2 p-1">
            {tabButton('write')}
            {tabButton('preview')}
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div
          id={`${id}-write`}
          className={cn('flex flex-col', !wide && tab !== 'write' && 'hidden')}
        >
          <MarkdownToolbar onCommand={run} uploading={upload.isPending} controls={id} />
          <Textarea
            ref={textarea}
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              const command = SHORTCUTS[e.key.toLowerCase()];
              if ((e.ctrlKey || e.metaKey) && command) {
                e.preventDefault();
                run(command);
              }
            }}
            onPaste={(e) => {
              const images = [...e.clipboardData.files].filter((f) => f.type.startsWith('image/'));
              if (images.length) {
                e.preventDefault();
                insertImages(images);
              }
            }}
            placeholder={t('editor.contentPlaceholder')}
            maxLength={BLOG_LIMITS.content}
            aria-invalid={!!error}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="min-h-[22rem] rounded-t-none text-base leading-relaxed lg:min-h-[32rem]"
            spellCheck
          />
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="inline-image-input"
            onChange={(e) => {
              insertImages([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>
        <PreviewPane
          id={`${id}-preview`}
          asTab={!wide}
          hidden={!showPreview}
          empty={!value.trim()}
          preview={preview}
        />
      </div>
      <div
        id={`${id}-hint`}
        className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted"
      >
        <span>{t('editor.contentHint')}</span>
        <span>
          {t('editor.characters', { count: value.length, max: BLOG_LIMITS.content })}
          {preview.data && value.trim()
            ? ` · ${t('editor.readingTime', { count: preview.data.readingMinutes })}`
            : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's rendering of the text, beside it (a region) or in its own tab on a phone. */
function PreviewPane({
  id,
  asTab,
  hidden,
  empty,
  preview,
}: {
  id: string;
  asTab: boolean;
  hidden: boolean;
  empty: boolean;
  preview: ReturnType<typeof useMarkdownPreview>;
}) {
  const { t } = useTranslation('blog');
  return (
    <div
      id={id}
      role={asTab ? 'tabpanel' : 'region'}
      aria-label={t('editor.preview')}
      aria-busy={preview.isFetching}
      className={cn(
        'min-h-[22rem] overflow-auto rounded-xl border border-border bg-surface p-4 lg:max-h-[36rem] lg:min-h-[32rem]',
        hidden && 'hidden',
      )}
      data-testid="markdown-preview"
    >
      {empty ? (
        <p className="text-muted">{t('editor.previewEmpty')}</p>
      ) : preview.isError && !preview.data ? (
        <p role="alert" className="text-danger">
          {t('editor.previewFailed')}
        </p>
      ) : preview.data ? (
        <BlogContent html={preview.data.html} />
      ) : (
        <Spinner className="text-muted" />
      )}
    </div>
  );
}
