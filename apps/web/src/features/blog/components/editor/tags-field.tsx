import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { BLOG_LIMITS, normalizeTag } from '@doita/shared';
import { Input } from '@/components/ui/input';
import { Tooltip } from '@/components/ui/tooltip';

/** Tags as chips: Enter or a comma adds one (normalised as the server will), × removes it. */
export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('blog');
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const full = tags.length >= BLOG_LIMITS.tags;

  /** adds these (normalised as the server will), dropping repeats and any past the cap */
  const add = (raws: string[]) => {
    let next = tags;
    let bad = false;
    for (const raw of raws) {
      if (!raw.trim()) continue;
      const tag = normalizeTag(raw.slice(0, BLOG_LIMITS.tag));
      if (!tag) bad = true;
      else if (!next.includes(tag) && next.length < BLOG_LIMITS.tags) next = [...next, tag];
    }
    setInvalid(bad);
    if (next !== tags) onChange(next);
    return !bad;
  };

  const message = error ?? (invalid ? t('editor.tagInvalid') : undefined);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('editor.tags')}
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('editor.tags')}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 ps-3 pe-1 text-sm font-medium"
            >
              {tag}
              <Tooltip label={t('editor.removeTag', { tag })}>
                <button
                  type="button"
                  onClick={() => onChange(tags.filter((other) => other !== tag))}
                  aria-label={t('editor.removeTag', { tag })}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={text}
        disabled={full}
        maxLength={BLOG_LIMITS.tag}
        placeholder={full ? undefined : t('editor.tagsPlaceholder')}
        aria-describedby={`${id}-hint`}
        aria-invalid={!!message}
        onChange={(e) => {
          const parts = e.target.value.split(',');
          const rest = parts.pop() ?? '';
          if (parts.length) add(parts);
          setText(rest);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (add([text])) setText('');
          } else if (e.key === 'Backspace' && !text && tags.length) {
            onChange(tags.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (add([text])) setText('');
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {full
          ? t('editor.tagsFull', { max: BLOG_LIMITS.tags })
          : t('editor.tagsHint', { max: BLOG_LIMITS.tags })}
      </p>
      {message && (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
