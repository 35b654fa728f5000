import { useState } from 'react';
import { COMMENT_LIMITS, showsNothing } from '@doita/shared';
import { firstFieldErrorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { isQueuedWrite } from '@/lib/offline';

/** What sending a comment reports back (the callbacks of a TanStack mutation's `mutate`). */
export interface CommentSendCallbacks {
  onSuccess: () => void;
  onError: (failure: unknown) => void;
}

/**
 * A comment being written or edited: its text, the characters left and the error under the
 * box. Once sent the box is emptied and `onDone` called; a field error from the server stays
 * under the box, any other failure is a toast. Blank text is never sent: with
 * `blank: 'required'` the box says it is required, else nothing happens (the feature
 * disables its button instead).
 */
export function useCommentDraft({
  initial = '',
  blank = 'ignore',
  onDone,
}: {
  initial?: string;
  blank?: 'ignore' | 'required';
  onDone?: () => void;
} = {}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const done = () => {
    setText('');
    setError(undefined);
    onDone?.();
  };

  const submit = (send: (content: string, callbacks: CommentSendCallbacks) => void) => {
    if (showsNothing(text)) {
      if (blank === 'required') setError('validation.required');
      return;
    }
    send(text, {
      onSuccess: done,
      onError: (failure) => {
        // waiting to send (listed under the comments): the box is free for the next one
        if (isQueuedWrite(failure)) return done();
        const message = firstFieldErrorMessage(failure);
        if (message) setError(message);
        else notifyError(failure);
      },
    });
  };

  return { text, setText, error, left: COMMENT_LIMITS.content - text.length, submit };
}
