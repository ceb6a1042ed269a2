/**
 * The catalogue's types. The strings themselves are data: ICU MessageFormat JSON in
 * `messages/<chunk>/<locale>.json` (`main` is what every page may show before a product loads: Main,
 * its tabs, the email magic links, the widgets' own messages; `errors` the faults the SDK reports
 * itself, whose English the SDK already gives; each other chunk is one product's),
 * compiled at build time (`scripts/messages.ts`). See docs/contributing.md for adding a string.
 */
type KeysOf<File> = Exclude<keyof File, `@${string}`>;
// The widget's keys that say a sentence the server says too (messages/shared.json; the sentence
// itself is in @foyer/protocol's messages/<locale>.json, merged in at build time).
type Shared = typeof import('./messages/shared.json');
type SharedKeys = { [Chunk in keyof Shared]: keyof Shared[Chunk] }[keyof Shared];

// One chunk's keys: those of its English file.
type MainKeys = KeysOf<typeof import('./messages/main/en.json')>;
type OtpKeys = KeysOf<typeof import('./messages/otp/en.json')>;
type PasskeyKeys = KeysOf<typeof import('./messages/passkeys/en.json')>;
type PasswordKeys = KeysOf<typeof import('./messages/passwords/en.json')>;
type OAuthKeys = KeysOf<typeof import('./messages/oauth/en.json')>;
type CryptoKeys = KeysOf<typeof import('./messages/crypto/en.json')>;
type MfaEnrolmentKeys = KeysOf<typeof import('./messages/mfaEnrolment/en.json')>;
type MfaKeys = KeysOf<typeof import('./messages/mfa/en.json')>;
type ErrorKeys = KeysOf<typeof import('./messages/errors/en.json')>;

/**
 * A key of the strings catalogue (every product's): the keys of the English message files
 * (`messages/<chunk>/en.json`) and those `messages/shared.json` names.
 */
export type StringKey =
  | MainKeys
  | OtpKeys
  | PasskeyKeys
  | PasswordKeys
  | OAuthKeys
  | CryptoKeys
  | MfaEnrolmentKeys
  | MfaKeys
  | ErrorKeys
  | SharedKeys;

/** The full catalogue shape: every key maps to a string. */
export type FoyerStrings = Record<StringKey, string>;

/** The chunks the catalogue is split in: Main's, then one per product, each loaded with that product. */
export type MessageChunk =
  | 'main'
  | 'otp'
  | 'passkeys'
  | 'passwords'
  | 'oauth'
  | 'crypto'
  | 'mfaEnrolment'
  | 'mfa'
  | 'errors';

/** What a `{placeholder}` may be filled with. */
export type FormatValues = Record<string, string | number>;

/** A compiled message: its text, or (with placeholders, plurals, numbers) a function of its values. */
export type Message = string | ((values: FormatValues) => string);

/** Compiled messages by key. */
export type Messages = Readonly<Partial<Record<StringKey, Message>>>;
