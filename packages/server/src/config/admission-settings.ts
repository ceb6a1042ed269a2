import { intSetting } from './int-setting.ts';

/**
 * The in-memory, per-process budget each client address (IPv6: one /64) has before any other work
 * is done on its request (http/admission.ts). The database-backed limits stay the truth across
 * instances; this only makes a refused flood cheap and keeps one client from filling the event loop.
 */
export interface AdmissionSettings {
  /** Requests a client may send in a burst (the bucket's size). */
  burst: number;
  /** Requests per second the bucket refills by. */
  perSecond: number;
  /** Requests of one client being worked on at once; more are refused until one is answered. */
  inFlight: number;
}

/**
 * The defaults: a page load of the widget sends about ten requests and a person typing a password a
 * strength check per 300 ms pause, so 200 at once, 50 a second and 32 at a time leave room for an
 * office behind one address, while a script's thousands a second are refused for almost nothing.
 */
export const DEFAULT_ADMISSION_SETTINGS: AdmissionSettings = { burst: 200, perSecond: 50, inFlight: 32 };

export const ADMISSION_VARIABLES: Record<keyof AdmissionSettings, string> = {
  burst: 'FOYER_REQUEST_BURST_PER_CLIENT',
  perSecond: 'FOYER_REQUESTS_PER_SECOND_PER_CLIENT',
  inFlight: 'FOYER_REQUESTS_IN_FLIGHT_PER_CLIENT',
};

/** The settings from the environment (each variable's default when unset). */
export function admissionSettingsFromEnv(env: NodeJS.ProcessEnv): AdmissionSettings {
  const d = DEFAULT_ADMISSION_SETTINGS;
  return {
    burst: intSetting(env, ADMISSION_VARIABLES.burst, d.burst),
    perSecond: intSetting(env, ADMISSION_VARIABLES.perSecond, d.perSecond),
    inFlight: intSetting(env, ADMISSION_VARIABLES.inFlight, d.inFlight),
  };
}
