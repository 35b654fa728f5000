/** Every query and mutation key of the preferences feature. */
export const preferencesQueryKeys = {
  all: ['preferences'] as const,
  detail: () => [...preferencesQueryKeys.all, 'detail'] as const,
  update: () => [...preferencesQueryKeys.all, 'update'] as const,
  pushKey: () => ['push', 'public-key'] as const,
  pushDevices: () => ['push', 'devices'] as const,
};
