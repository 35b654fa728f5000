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

/** What another person is shown of a profile (the display name is always shown). */
export interface ProfileExposure {
  /** found by `GET /users/search` */
  findable: boolean;
  /** avatar, first and last name (couple screen, invitations, search, shared items) */
  details: boolean;
}

/**
 * The one rule behind every place another user meets my profile (DECISIONS-like notes in
 * docs/profile-visibility.md): search finds me unless private; my avatar and names go to
 * whoever `canSeeProfile` allows; anyone else sees my display name only.
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
