/** Every query key of the home feature. */
export const homeQueryKeys = {
  all: ['dashboard'] as const,
  dashboard: () => [...homeQueryKeys.all, 'summary'] as const,
};
