/** The passkeys product's screens: loaded lazily, only by the passkey registration widget so far. */
export { PasskeyRegistrationSlot } from './PasskeyRegistrationSlot.tsx';
