/**
 * Settles in a task of its own (a timer's), after whatever else the current one does:
 * what comes after it cannot lengthen the current task, in which a phone can neither paint
 * nor answer a tap. Costs under a millisecond; a microtask (a resolved promise) would not
 * do, since microtasks run inside the task that queued them.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve));
}
