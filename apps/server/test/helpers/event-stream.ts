/**
 * Reads a text/event-stream as an EventSource would: each event's name and data, and its
 * end. The opening `hello` is kept apart (`hello`), so `events` lists what happened.
 */
export async function openStream(base: string, ticket: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const events: string[] = [];
  const data: Record<string, string>[] = [];
  let ended = false;
  let hello: Record<string, unknown> | undefined;
  let buffer = '';
  const decoder = new TextDecoder();
  const pump = (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const payload = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Record<
            string,
            string
          >;
          if (name === 'hello' && hello === undefined && events.length === 0) hello = payload;
          else if (name) {
            events.push(name);
            data.push(payload);
          }
        }
      }
      ended = true;
    } catch {
      // aborted
    }
  })();
  const until = async (done: () => boolean, what: string, timeoutMs: number) => {
    const start = Date.now();
    while (!done()) {
      if (Date.now() - start > timeoutMs)
        throw new Error(`${what} did not happen; got ${events.join(',')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    res,
    events,
    data,
    /** the stream's first event, once it listens (`changedAgoMs` when a change was heard lately) */
    get hello() {
      return hello;
    },
    waitForHello: (timeoutMs = 5000) => until(() => hello !== undefined, 'the hello', timeoutMs),
    /** whether the server ended the response */
    get ended() {
      return ended;
    },
    waitFor: (name: string, timeoutMs = 5000) =>
      until(() => events.includes(name), `a ${name} event`, timeoutMs),
    waitForEnd: (timeoutMs = 5000) => until(() => ended, 'the end of the stream', timeoutMs),
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}
