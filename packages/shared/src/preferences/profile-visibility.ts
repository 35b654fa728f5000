/** Profile visibility (spec section 3 "Profile", section 6): who may see my profile. */
export const PROFILE_VISIBILITIES = ['public', 'couple', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = 'couple';

/** How the viewer stands to the profile's owner. */
export type ViewerRelation = 'self' | 'partner' | 'signed-in' | 'guest';

/**
 * public: anyone; couple: me and my partner; private: me alone. I always see my own.
 * (What a profile shows beyond name and avatar, e.g. bio and birthday, follows this.)
 */
export function canSeeProfile(visibility: ProfileVisibility, relation: ViewerRelation): boolean {
  if (relation === 'self') return true;
  if (visibility === 'public') return true;
  if (visibility === 'couple') return relation === 'partner';
  return false;
}
