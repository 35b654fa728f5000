import type { ComponentType, ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

/**
 * One comment as a bubble: the author's avatar and name, when (`meta`, a <time> and
 * anything after it), the text (or what replaces it, e.g. the edit form) and its actions.
 */
export function CommentItem({
  testId,
  name,
  avatarUrl,
  meta,
  children,
  actions,
}: {
  testId: string;
  name: string;
  avatarUrl: string | null | undefined;
  meta: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="flex gap-3" data-testid={testId}>
      <Avatar name={name} src={avatarUrl} size={9} />
      <div className="min-w-0 flex-1 rounded-2xl bg-surface-2 px-4 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{name}</p>
          {meta}
        </div>
        {children}
      </div>
      {actions}
    </li>
  );
}

/** A comment's text as written: its line breaks kept, long words wrapped. */
export function CommentText({ children }: { children: string }) {
  return <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{children}</p>;
}

/** A comment's icon action (edit, delete): its label read out and shown as a title. */
export function CommentAction({
  label,
  icon: Icon,
  pending,
  onClick,
}: {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  pending?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      loading={pending}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}

/** The delete action of a comment (its confirmation is the feature's). */
export function DeleteCommentAction(props: {
  label: string;
  pending: boolean;
  onDelete: () => Promise<void>;
}) {
  return (
    <CommentAction
      label={props.label}
      icon={Trash2}
      pending={props.pending}
      onClick={() => void props.onDelete()}
    />
  );
}
