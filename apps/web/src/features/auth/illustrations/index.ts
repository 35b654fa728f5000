/*
 * The welcome's pictures (no words in them: the captions are in the visitor's language).
 * Imported, not served from public/: each is under Vite's inline limit (4 KB), so the build
 * writes it into the page's code as a data URL and it is drawn with the page. As files,
 * they were three more requests a slow network asked for only once the page had drawn,
 * and the first one, the largest thing on a phone's screen, came in a second later.
 */
import memories from './memories.svg';
import reminders from './reminders.svg';
import timeline from './timeline.svg';

export const ILLUSTRATIONS = { memories, reminders, timeline } as const;
export type Illustration = keyof typeof ILLUSTRATIONS;
