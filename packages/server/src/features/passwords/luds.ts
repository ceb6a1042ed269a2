/** LUDS: Lowercase, Uppercase, Digits, Symbols. The policy counts characters and character classes. */
export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  /** How many more character classes are needed (0 when enough). */
  missing_complexity: number;
  /** How many more characters are needed (0 when long enough). */
  missing_characters: number;
}

/**
 * Checks a password against "at least `minimumCount` characters and `complexity` of the four
 * classes". Letters and digits of any script count (\p{Ll}, \p{Lu}, \p{Nd}); anything else is a
 * symbol. Characters are counted as code points, so an emoji is one character.
 */
export function checkLuds(password: string, policy: { minimumCount: number; complexity: number }): LudsRequirements {
  const hasLower = /\p{Ll}/u.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSymbol = /[^\p{Ll}\p{Lu}\p{Nd}]/u.test(password);
  const classes = [hasLower, hasUpper, hasDigit, hasSymbol].filter(Boolean).length;
  return {
    has_lower_case: hasLower,
    has_upper_case: hasUpper,
    has_digit: hasDigit,
    has_symbol: hasSymbol,
    missing_complexity: Math.max(0, policy.complexity - classes),
    missing_characters: Math.max(0, policy.minimumCount - [...password].length),
  };
}
