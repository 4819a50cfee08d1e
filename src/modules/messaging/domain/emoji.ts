import type { EmojiDto } from '../../../contracts/messaging/index.ts';

/** GET /api/emoji: a fixed, curated set for a sports chat (signed-in members only). */
export const CURATED_EMOJI: readonly EmojiDto[] = [
  { emoji: '👏', name: 'clap' },
  { emoji: '⚽', name: 'soccer ball' },
  { emoji: '🥅', name: 'goal net' },
  { emoji: '🏆', name: 'trophy' },
  { emoji: '🔥', name: 'fire' },
  { emoji: '💪', name: 'flexed biceps' },
  { emoji: '🙌', name: 'raising hands' },
  { emoji: '👍', name: 'thumbs up' },
  { emoji: '👎', name: 'thumbs down' },
  { emoji: '😂', name: 'tears of joy' },
  { emoji: '😅', name: 'grinning with sweat' },
  { emoji: '😎', name: 'cool' },
  { emoji: '🤝', name: 'handshake' },
  { emoji: '🎉', name: 'party popper' },
  { emoji: '🍻', name: 'clinking beers' },
  { emoji: '🟨', name: 'yellow card' },
  { emoji: '🟥', name: 'red card' },
  { emoji: '🧤', name: 'gloves' },
  { emoji: '👟', name: 'running shoe' },
  { emoji: '⏰', name: 'alarm clock' },
  { emoji: '🌧️', name: 'rain' },
  { emoji: '☀️', name: 'sun' },
  { emoji: '❤️', name: 'red heart' },
  { emoji: '💜', name: 'purple heart' },
];
