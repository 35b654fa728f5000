import type { TimelineFilter } from '@doita/shared';

/** Every query key of the timeline feature. */
export const timelineQueryKeys = {
  all: ['timeline'] as const,
  lists: () => [...timelineQueryKeys.all, 'list'] as const,
  list: (filter: TimelineFilter) => [...timelineQueryKeys.lists(), filter] as const,
};
