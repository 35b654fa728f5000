/** Every query key of the notifications feature. */
export const notificationsQueryKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsQueryKeys.all, 'list'] as const,
};
