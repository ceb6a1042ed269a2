import { createHash } from 'node:crypto';

const DIGEST = 16;

/**
 * The emails and phones an import has met, in 16 bytes each (the first half of their SHA-256) in one
 * open-addressing table: a million users cost 32 MB at most, where a Set of strings cost ~0.7 KB a
 * user. Two different values share a digest with odds of about n²/2¹²⁹: none in any real export.
 */
export class SeenSet {
  private table = Buffer.alloc(1024 * DIGEST);
  private count = 0;

  /** Adds the value; false when it was already there. */
  add(value: string): boolean {
    if ((this.count + 1) * 2 > this.slots()) this.grow();
    const added = this.insert(createHash('sha256').update(value).digest().subarray(0, DIGEST));
    if (added) this.count++;
    return added;
  }

  private slots(): number {
    return this.table.length / DIGEST;
  }

  /** Linear probing from the digest's own first bytes; an all-zero slot is empty. */
  private insert(digest: Buffer): boolean {
    const slots = this.slots();
    for (let slot = digest.readUInt32BE(0) % slots; ; slot = (slot + 1) % slots) {
      const at = slot * DIGEST;
      if (this.table.compare(digest, 0, DIGEST, at, at + DIGEST) === 0) return false;
      if (this.isEmpty(this.table, at)) {
        digest.copy(this.table, at);
        return true;
      }
    }
  }

  private grow(): void {
    const old = this.table;
    this.table = Buffer.alloc(old.length * 2);
    for (let at = 0; at < old.length; at += DIGEST) {
      if (!this.isEmpty(old, at)) this.insert(old.subarray(at, at + DIGEST));
    }
  }

  private isEmpty(table: Buffer, at: number): boolean {
    return table.readBigUInt64LE(at) === 0n && table.readBigUInt64LE(at + 8) === 0n;
  }
}
