/** Profile visibility: who may see my profile. */
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

/**
 * What another person is shown of a profile. The display name and the photo always are
 * (the preference screen promises "others see your name and photo only").
 */
export interface ProfileExposure {
  /** found by `GET /users/search` */
  findable: boolean;
  /** the full profile: first and last name (and bio, birthday wherever those are shown) */
  details: boolean;
}

/**
 * The one rule behind every place another user meets my profile (the table in
 * docs/profile-visibility.md): search finds me unless private; my full profile goes to
 * whoever `canSeeProfile` allows; anyone else sees my display name and photo only.
 */
export function profileExposure(
  visibility: ProfileVisibility,
  relation: ViewerRelation,
): ProfileExposure {
  return {
    findable: relation === 'self' || visibility !== 'private',
    details: canSeeProfile(visibility, relation),
  };
}

/** A stored value the check constraint allows, read defensively (unknown: the default). */
export function profileVisibilityOf(value: string): ProfileVisibility {
  return (PROFILE_VISIBILITIES as readonly string[]).includes(value)
    ? (value as ProfileVisibility)
    : DEFAULT_PROFILE_VISIBILITY;
}
