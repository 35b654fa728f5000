/**
 * Who a file URL is handed out to. A URL is signed for the person (and the session) whose
 * request the response answers, and serving it asks again whether that session is live and
 * that person may still see the file (uploads-access-repository.ts). `null` is a guest: such
 * a URL opens only files anyone may see (a public post's pictures).
 *
 * Every response that shows a picture is built for someone, so its builder passes them in:
 * the signed-in caller (`Caller`, users module) is one as it is. A request-scoped store
 * (AsyncLocalStorage) would save the passing, at a measured cost of a fifth to a third of
 * the CPU of every request, signed-in or not (docs/benchmarks.md).
 */
export interface FileViewer {
  readonly id: string;
  /** the session (refresh-token family) the caller's access token belongs to, when it says */
  readonly sessionId: string | null;
}

/** How a response hands out an image, beyond whom to (`FileViewer`, null for a guest). */
export interface SignOptions {
  /** the trash hands its deleter links of their own */
  trash?: boolean;
  /**
   * a share link's id: a photo shown through that link, signed for no one else and served
   * only while the link opens and still shows the photo (it dies with the link)
   */
  link?: string;
}

/** A file URL's query: its grant (`v` viewer, `s` session, `t` trash) and signature. */
export interface FileUrlQuery {
  v?: string | undefined;
  s?: string | undefined;
  t?: string | undefined;
  l?: string | undefined;
  exp?: string | undefined;
  sig?: string | undefined;
}
