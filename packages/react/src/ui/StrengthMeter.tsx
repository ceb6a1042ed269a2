import type { PasswordStrengthCheckResponseBody } from '@foyer/protocol';
import { useStrings } from '../core/useStrings.ts';

/** What the server's strength check said, less the envelope. */
export type StrengthResult = Pick<
  PasswordStrengthCheckResponseBody,
  'score' | 'valid_password' | 'strength_policy' | 'breached_password' | 'feedback'
>;

/** The project's LUDS policy, from bootstrap's passwordConfig. */
export interface LudsPolicy {
  minimumCount: number;
  complexity: number;
}

/** What the meter draws: the policy, the latest answer, the LUDS numbers and a failed check's message. */
export interface StrengthMeterProps {
  id?: string;
  /** The project's policy (bootstrap) until an answer names it. */
  policy: 'zxcvbn' | 'luds';
  /** The latest answer, or null before the first one (or for an empty password). */
  result: StrengthResult | null;
  luds: LudsPolicy | null;
  /** A failed check's message, e.g. invalid_email's. */
  errorMessage: string | null;
}

const SEGMENTS = [1, 2, 3, 4] as const;

/**
 * The zxcvbn bar's fill (docs/behaviour.md#validation): score 0 or 1 fills one red segment, 2 two red, 3 three green,
 * 4 four green.
 */
export function zxcvbnBar(score: number): { filled: number; tone: 'weak' | 'strong' } {
  return { filled: Math.max(1, Math.min(4, score)), tone: score >= 3 ? 'strong' : 'weak' };
}

/**
 * The strength UI under a new password (docs/behaviour.md#validation): zxcvbn's four-segment bar and warning, or LUDS's
 * two requirement lines shown met or unmet; the breached sentence; a failed check's message.
 */
export function StrengthMeter({ id, policy, result, luds, errorMessage }: StrengthMeterProps) {
  const t = useStrings();
  const shownPolicy = result?.strength_policy ?? policy;
  return (
    <div id={id} className="foyer-strength">
      {errorMessage ? <p className="foyer-field-error">{errorMessage}</p> : null}
      {shownPolicy === 'zxcvbn' && result ? <ZxcvbnBar result={result} /> : null}
      {shownPolicy === 'luds' && luds ? (
        <ul className="foyer-strength-luds">
          <LudsLine
            met={result?.feedback.luds_requirements?.missing_characters === 0}
            text={t('passwords.strength.minLength', { count: luds.minimumCount })}
          />
          <LudsLine
            met={result?.feedback.luds_requirements?.missing_complexity === 0}
            text={t('passwords.strength.complexity', { count: luds.complexity })}
          />
        </ul>
      ) : null}
      {result?.breached_password ? <p className="foyer-strength-breached">{t('passwords.strength.breached')}</p> : null}
    </div>
  );
}

function ZxcvbnBar({ result }: { result: StrengthResult }) {
  const t = useStrings();
  const { filled, tone } = zxcvbnBar(result.score);
  const { warning } = result.feedback;
  return (
    <>
      {/* The native meter speaks the score; the segments beside it are only drawn. */}
      <meter
        className="foyer-visually-hidden"
        aria-label={t('passwords.strength.label')}
        min={0}
        max={4}
        value={result.score}
      >
        {t('passwords.strength.score', { score: result.score })}
      </meter>
      <div className="foyer-strength-bar" aria-hidden="true" data-tone={tone}>
        {SEGMENTS.map((segment) => (
          <span key={segment} className="foyer-strength-segment" data-state={segment <= filled ? 'filled' : 'empty'} />
        ))}
      </div>
      {warning ? <p className="foyer-strength-warning">{warning}</p> : null}
    </>
  );
}

function LudsLine({ met, text }: { met: boolean; text: string }) {
  const t = useStrings();
  return (
    <li className="foyer-strength-line" data-state={met ? 'met' : 'unmet'}>
      <span aria-hidden="true" className="foyer-strength-mark">
        {met ? '✓' : '✗'}
      </span>
      {text}{' '}
      <span className="foyer-visually-hidden">{met ? t('passwords.strength.met') : t('passwords.strength.unmet')}</span>
    </li>
  );
}
