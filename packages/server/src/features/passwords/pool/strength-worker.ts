/** The strength pool's worker: zxcvbn (tens of ms for some passwords) runs here, not on the event loop. */
import { scorePassword } from '../zxcvbn-scorer.ts';

/** A password and the user's own words (zxcvbn's user dictionary). */
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

/** zxcvbn's score and feedback for the password (bounded: see zxcvbn-scorer.ts). */
export function score({ password, userInputs }: ScoreTask): Score {
  const result = scorePassword(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning ?? '',
    suggestions: result.feedback.suggestions ?? [],
  };
}
