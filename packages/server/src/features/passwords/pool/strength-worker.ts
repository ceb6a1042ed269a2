/** The strength pool's worker: zxcvbn (tens of ms for some passwords) runs here, not on the event loop. */
import { scorePassword } from '../zxcvbn-scorer.ts';

export interface ScoreTask {
  password: string;
  userInputs: string[];
}

/** The part of zxcvbn's verdict the strength check uses (the rest is not worth copying back). */
export interface Score {
  score: number;
  warning: string;
  suggestions: string[];
}

export function score({ password, userInputs }: ScoreTask): Score {
  const result = scorePassword(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning ?? '',
    suggestions: result.feedback.suggestions ?? [],
  };
}
