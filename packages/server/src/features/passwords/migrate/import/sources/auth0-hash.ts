import { DIGEST_BYTES, type DigestAlgorithm, type Pbkdf2Algorithm } from '../../stored-hash.ts';
import { decodeText as decode, digestHash, pbkdf2Hash, type SourceHash } from '../hash-checks.ts';
import { objectOrUndefined } from '../source-row.ts';

const ALGORITHMS = 'bcrypt, argon2, md4, md5, sha1, sha256, sha512, hmac, ldap, pbkdf2';

/**
 * Auth0's `custom_password_hash` (its bulk import schema): `algorithm` and `hash` {value, encoding,
 * digest, key {value, encoding}, salt {value, encoding, position}}. Salted digests (md4, md5, sha1,
 * sha256, sha512) and hmac take the salt before or after the password; ldap is RFC 2307's
 * `{SSHA}base64(digest + salt)` family; pbkdf2 is the PHC string `$pbkdf2-<digest>$i=<n>,l=<len>$salt$hash`.
 */
export function auth0CustomHash(custom: Record<string, unknown>): SourceHash {
  const hash = objectOrUndefined(custom.hash);
  const algorithm = String(custom.algorithm);
  if (!hash || typeof hash.value !== 'string' || !hash.value) return 'custom_password_hash has no hash.value';
  const value = hash.value;
  switch (algorithm) {
    case 'bcrypt':
      return { hash_type: 'bcrypt', hash: value };
    case 'argon2':
      return { hash_type: value.startsWith('$argon2i$') ? 'argon_2i' : 'argon_2id', hash: value };
    case 'md4':
    case 'md5':
    case 'sha1':
    case 'sha256':
    case 'sha512':
      return salted(algorithm, hash, undefined);
    case 'hmac': {
      const digest = String(hash.digest);
      if (!isDigest(digest) || digest === 'md4')
        return `hash.digest ${digest} is not one of md5, sha1, sha224, sha256, sha384, sha512, ripemd160`;
      const key = objectOrUndefined(hash.key);
      const keyBytes = key && typeof key.value === 'string' ? decode(key.value, key.encoding ?? 'utf8') : null;
      if (!keyBytes?.length) return 'hash.key.value is missing or not in its encoding (utf8, hex, base64)';
      return salted(digest, hash, keyBytes);
    }
    case 'ldap':
      return ldap(value);
    case 'pbkdf2':
      return pbkdf2(value);
    default:
      return `custom_password_hash algorithm ${algorithm} is not supported (${ALGORITHMS})`;
  }
}

/** A digest of the password with an optional salt, hex or base64, keyed for hmac. */
function salted(algorithm: DigestAlgorithm, hash: Record<string, unknown>, key: Buffer | undefined): SourceHash {
  const bytes = decode(hash.value as string, hash.encoding ?? 'hex');
  if (bytes?.length !== DIGEST_BYTES[algorithm]) {
    return `hash.value is not a ${algorithm} digest in ${String(hash.encoding ?? 'hex')} (${DIGEST_BYTES[algorithm]} bytes)`;
  }
  const salt = objectOrUndefined(hash.salt);
  let saltBytes: Buffer | null = null;
  if (salt) {
    saltBytes = typeof salt.value === 'string' ? decode(salt.value, salt.encoding ?? 'utf8') : null;
    if (!saltBytes) return 'hash.salt.value is missing or not in its encoding (utf8, hex, base64)';
    if (salt.position !== 'prefix' && salt.position !== 'suffix') return 'hash.salt.position must be prefix or suffix';
  }
  const position = salt?.position as 'prefix' | 'suffix' | undefined;
  return digestHash(algorithm, bytes, { salt: saltBytes, ...(position ? { position } : {}), key });
}

const LDAP_SCHEMES: Record<string, DigestAlgorithm> = {
  MD5: 'md5',
  SHA: 'sha1',
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
};

/** RFC 2307: `{MD5}`, `{SHA}`, `{SHA256}`… the base64 digest; `{SMD5}`, `{SSHA}`… the digest followed by the salt. */
function ldap(value: string): SourceHash {
  const parts = /^\{(S?)(MD5|SHA|SHA256|SHA384|SHA512)\}([A-Za-z0-9+/]+={0,2})$/i.exec(value);
  if (!parts)
    return 'an ldap hash.value must be {MD5}, {SMD5}, {SHA}, {SSHA}, {SHA256}, {SSHA256}, {SHA384}, {SSHA384}, {SHA512} or {SSHA512} and base64';
  const algorithm = LDAP_SCHEMES[(parts[2] as string).toUpperCase()] as DigestAlgorithm;
  const bytes = Buffer.from(parts[3] as string, 'base64');
  const length = DIGEST_BYTES[algorithm];
  const salt = bytes.subarray(length);
  if (bytes.length < length || (parts[1] ? salt.length === 0 : salt.length > 0)) {
    return `hash.value is not a {${parts[1]}${parts[2]}} hash (a ${algorithm} digest${parts[1] ? ' followed by its salt' : ''})`;
  }
  return digestHash(algorithm, bytes.subarray(0, length), { salt, position: 'suffix' });
}

/** The PHC string `$pbkdf2-<digest>$i=<iterations>[,l=<key length>]$<salt>$<hash>`, salt and hash in B64. */
function pbkdf2(value: string): SourceHash {
  const parts = /^\$pbkdf2-([a-z0-9]+)\$i=(\d+)(?:,l=(\d+))?\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(value);
  const digest = parts?.[1] ?? '';
  if (!parts || !isDigest(digest) || digest === 'md4') {
    return 'a pbkdf2 hash.value must be $pbkdf2-<digest>$i=<iterations>,l=<key length>$<salt>$<hash> (digest md5, sha1, sha224, sha256, sha384, sha512 or ripemd160; salt and hash in base64)';
  }
  const hash = Buffer.from(parts[5] as string, 'base64');
  if (parts[3] !== undefined && Number(parts[3]) !== hash.length) {
    return `pbkdf2 l=${parts[3]} but the hash has ${hash.length} bytes`;
  }
  return pbkdf2Hash(digest as Pbkdf2Algorithm, Buffer.from(parts[4] as string, 'base64'), Number(parts[2]), hash);
}

function isDigest(name: string): name is DigestAlgorithm {
  return Object.hasOwn(DIGEST_BYTES, name);
}
