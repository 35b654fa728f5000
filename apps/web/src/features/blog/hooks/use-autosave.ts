import { shownTextOf, showsNothing } from '@doita/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BlogPost, UpdateBlogPostBody } from '@doita/shared';
import { createPost } from '../api/create-post';
import { updatePost } from '../api/update-post';
import { type DraftValues, localDraftKey, localDrafts, sameValues } from './local-draft';

export type SaveState =
  /** nothing changed since the post was opened */
  | { kind: 'idle' }
  /** changed, kept on this device, the server save is coming */
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** kept on this device: a post needs a title before the server keeps it */
  | { kind: 'needsTitle' }
  /** the server save failed; kept on this device, tried again on the next change */
  | { kind: 'failed' }
  /** a published post is not changed behind its readers' backs: saved on request */
  | { kind: 'publishedLocal' };

export interface AutosaveOptions {
  userId: string;
  /** the post being edited, null for a new one */
  postId: string | null;
  /** a published post is saved only on request ("Save changes") */
  published: boolean;
  values: DraftValues;
  /** the values the server holds (what the editor opened with) */
  saved: DraftValues;
  /** after each successful server save */
  onSaved: (post: BlogPost) => void;
  /** a failed save (the editor puts 422 field errors under their fields) */
  onError: (error: unknown) => void;
  /** idle time before a server save */
  delayMs?: number;
}

export function toBody(values: DraftValues): UpdateBlogPostBody & { title: string } {
  return {
    title: shownTextOf(values.title),
    content: values.content,
    excerpt: shownTextOf(values.excerpt) || null,
    tags: values.tags,
    category: values.category,
    privacy: values.privacy,
    coverImageId: values.cover?.id ?? null,
  };
}

/**
 * Autosave: every change is written to this device at once (and again when the
 * tab is hidden or closed), so nothing is ever lost; a draft then goes to the server after
 * a short pause, one save at a time, the newest words winning. The first save of a new
 * post creates it and moves the address to its edit page.
 */
export function useAutosave(options: AutosaveOptions) {
  const { userId, published, values, onSaved, onError, delayMs = 1500 } = options;
  /** what the last save attempt left: idle, saving, saved, needsTitle or failed */
  const [phase, setState] = useState<SaveState>({ kind: 'idle' });
  /** the server's values, for rendering (the ref below serves the callbacks) */
  const [savedValues, setSavedValues] = useState(options.saved);
  const [postId, setPostId] = useState(options.postId);
  const postIdRef = useRef(options.postId);
  const valuesRef = useRef(values);
  const serverValues = useRef(options.saved);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onSaved, onError });
  // Layout effects, not passive ones: a tab closed right after a keystroke reads these refs
  // in `pagehide`, and a passive effect may not have run by then.
  useLayoutEffect(() => {
    callbacks.current = { onSaved, onError };
    valuesRef.current = values;
  });

  const keepLocally = useCallback(() => {
    if (sameValues(valuesRef.current, serverValues.current)) {
      localDrafts.remove(localDraftKey(userId, postIdRef.current));
      return;
    }
    localDrafts.write(localDraftKey(userId, postIdRef.current), {
      postId: postIdRef.current,
      values: valuesRef.current,
      savedAt: Date.now(),
    });
  }, [userId]);

  /** one save of what the editor holds now; true when the server has it */
  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sent = valuesRef.current;
    if (showsNothing(sent.title)) {
      setState({ kind: 'needsTitle' });
      return false;
    }
    setState({ kind: 'saving' });
    try {
      const id = postIdRef.current;
      const post = id
        ? await updatePost({ id, body: toBody(sent) })
        : await createPost({ ...toBody(sent), status: 'draft' });
      serverValues.current = sent;
      setSavedValues(sent);
      if (!id) {
        // The new post exists now: its copy on this device follows it to its own key.
        localDrafts.remove(localDraftKey(userId, null));
        postIdRef.current = post.id;
        setPostId(post.id);
        window.history.replaceState(window.history.state, '', `/blog/${post.id}/edit`);
      }
      keepLocally();
      callbacks.current.onSaved(post);
      setState({ kind: 'saved', at: new Date() });
      return true;
    } catch (error) {
      setState({ kind: 'failed' });
      callbacks.current.onError(error);
      return false;
    }
  }, [keepLocally, userId]);

  /**
   * Saves now (after any save under way) when anything differs from what the server has;
   * true when the server then holds exactly what the editor does.
   */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    if (sameValues(valuesRef.current, serverValues.current)) return true;
    const run = saveOnce();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    if (sameValues(values, serverValues.current)) return;
    const local = setTimeout(keepLocally, 250);
    if (published) return () => clearTimeout(local);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(local);
  }, [values, published, delayMs, flush, keepLocally]);

  // A hidden or closing tab writes its copy at once; the network coming back saves what
  // waited for it; leaving the editor saves what is left.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') keepLocally();
    };
    const onOnline = () => {
      if (!published) void flush();
    };
    window.addEventListener('pagehide', keepLocally);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', keepLocally);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onHide);
      keepLocally();
      if (!published && timer.current) void flush();
    };
  }, [keepLocally, flush, published]);

  /** the server's values changed by another way (publish, unpublish): they are the baseline */
  const markSaved = useCallback((saved: DraftValues) => {
    serverValues.current = saved;
    setSavedValues(saved);
  }, []);

  /** forget this device's copy (after publishing, deleting, or "discard") */
  const forgetLocal = useCallback(() => {
    localDrafts.remove(localDraftKey(userId, postIdRef.current));
    localDrafts.remove(localDraftKey(userId, null));
  }, [userId]);

  /** the post's id as of now (set by the first save of a new post) */
  const currentPostId = useCallback(() => postIdRef.current, []);

  // What to show: a change since the last save outranks "saved" (it is on this device only).
  const dirty = !sameValues(values, savedValues);
  const state: SaveState =
    dirty && published
      ? { kind: 'publishedLocal' }
      : dirty && (phase.kind === 'saved' || phase.kind === 'idle')
        ? { kind: 'unsaved' }
        : phase;

  return { state, postId, flush, currentPostId, markSaved, forgetLocal };
}
