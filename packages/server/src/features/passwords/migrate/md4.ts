import { createMD4 } from 'hash-wasm';

/**
 * MD4 (Auth0's md4 custom hashes). OpenSSL 3 keeps it in its legacy provider, which Node does not
 * load, so it comes from hash-wasm; its WebAssembly is compiled once, when this module loads.
 */
const hasher = await createMD4();

/** MD4 of the bytes, synchronously (the password threads check hashes synchronously). */
export function md4(data: Buffer): Buffer {
  return Buffer.from(hasher.init().update(data).digest('binary'));
}
