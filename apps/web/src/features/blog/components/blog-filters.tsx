import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import {
  BLOG_CATEGORIES,
  BLOG_PRIVACIES,
  BLOG_STATUSES,
  shownTextOf,
  type BlogScope,
} from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useTags } from '../api/get-tags';
import type { BlogListParams } from '../api/get-posts';
import type { FilterName } from '../hooks/use-blog-filters';

export interface BlogPerson {
  id: string;
  displayName: string;
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('blog');
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Search and filters: category and tag for everyone; privacy, status and author when signed in. */
export function BlogFilters({
  params,
  signedIn,
  me,
  partner,
  active,
  onChange,
  onClear,
}: {
  params: BlogListParams & { scope: BlogScope };
  signedIn: boolean;
  me: BlogPerson | null;
  partner: BlogPerson | null;
  active: boolean;
  onChange: (changes: Partial<Record<FilterName, string | undefined>>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('blog');
  const searchId = useId();
  const tags = useTags(params.scope);
  const [text, setText] = useState(params.q ?? '');
  // the search runs once typing pauses
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const search = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => onChange({ q: shownTextOf(value) || undefined }), 350);
  };

  const people = [me, partner].filter((person): person is BlogPerson => person !== null);
  return (
    <section aria-label={t('filters.title')} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="sr-only">
          {t('filters.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => search(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className="ps-10"
            maxLength={200}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <SelectFilter
          label={t('filters.category')}
          value={params.category}
          options={BLOG_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          onChange={(category) => onChange({ category })}
        />
        <SelectFilter
          label={t('filters.tag')}
          value={params.tag}
          options={(tags.data ?? []).map(({ tag, count }) => ({
            value: tag,
            label: `${tag} (${count})`,
          }))}
          onChange={(tag) => onChange({ tag })}
        />
        {signedIn && (
          <>
            <SelectFilter
              label={t('filters.privacy')}
              value={params.privacy}
              options={BLOG_PRIVACIES.map((p) => ({ value: p, label: t(`privacy.${p}`) }))}
              onChange={(privacy) => onChange({ privacy })}
            />
            <SelectFilter
              label={t('filters.status')}
              value={params.status}
              options={BLOG_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              onChange={(status) => onChange({ status })}
            />
            <SelectFilter
              label={t('filters.author')}
              value={params.author}
              options={people.map((person) => ({
                value: person.id,
                label: person.id === me?.id ? t('filters.me') : person.displayName,
              }))}
              onChange={(author) => onChange({ author })}
            />
          </>
        )}
      </div>
      {active && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={() => {
            clearTimeout(typing.current);
            setText('');
            onClear();
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </section>
  );
}
