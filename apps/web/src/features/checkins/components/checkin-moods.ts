import type { CheckinMood } from '@doita/shared';

/** Each mood's face beside its name (the name is the memories' own: `memories:moods.*`). */
export const MOOD_EMOJI: Record<CheckinMood, string> = {
  happy: '😊',
  love: '🥰',
  excited: '🤩',
  romantic: '💞',
  nostalgic: '🥹',
  grateful: '🙏',
  peaceful: '😌',
};
