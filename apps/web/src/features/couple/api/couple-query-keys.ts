/** Every query key of the couple feature. */
export const coupleQueryKeys = {
  all: ['couple'] as const,
  connection: () => [...coupleQueryKeys.all, 'connection'] as const,
  invitations: () => [...coupleQueryKeys.all, 'invitations'] as const,
};
