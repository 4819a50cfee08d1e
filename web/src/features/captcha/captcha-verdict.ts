import type { FetchState } from '../../api/use-fetch-state';

/** Spec §9: a score above this is human. */
export const humanScoreThreshold = 0.65;

export interface CaptchaResult {
  success: boolean;
  score: number;
}

/** Spec §5: human only if the check succeeded and scored above 0.65. */
export function isHuman(result: CaptchaResult): boolean {
  return result.success && result.score > humanScoreThreshold;
}

/**
 * Spec §4: a visitor is presumed human until a completed check says otherwise, and stays human when
 * the check itself fails: an outage must never lock real people out.
 */
export function captchaVerdict(state: FetchState<CaptchaResult>): boolean {
  return state.status === 'complete' ? isHuman(state.data) : true;
}
