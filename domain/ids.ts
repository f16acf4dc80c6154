/**
 * UUIDv7: 48-bit millisecond timestamp, then randomness. Time-ordered ids keep
 * B-tree inserts local and let a device create ids offline that later writes in
 * its outbox can reference (see "Ids" in ARCHITECTURE.md).
 */
let lastMs = 0;
let seq = 0;

// One getRandomValues call per 256 ids: the call itself costs more than the
// 16 bytes it fills, which shows when seeding hundreds of thousands of rows.
const POOL = new Uint8Array(16 * 256);
let poolOffset = POOL.length;

function randomBytes16(): Uint8Array {
  if (poolOffset >= POOL.length) {
    crypto.getRandomValues(POOL);
    poolOffset = 0;
  }
  const bytes = POOL.slice(poolOffset, poolOffset + 16);
  poolOffset += 16;
  return bytes;
}

export function newId(now: number = Date.now()): string {
  const bytes = randomBytes16();
  // Monotonic within one millisecond: a 12-bit counter in rand_a keeps ids made
  // in the same millisecond sorted in creation order.
  if (now <= lastMs) {
    seq = (seq + 1) & 0xfff;
    if (seq === 0) lastMs += 1;
    now = lastMs;
  } else {
    lastMs = now;
    seq = bytes[6]! & 0x07;
  }
  const ms = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = 0x70 | ((seq >> 8) & 0x0f);
  bytes[7] = seq & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** When a UUIDv7 was made (ISO), from its 48-bit millisecond prefix; null for an id of another version. */
export function timeOfId(id: string): string | null {
  if (!isId(id) || id[14] !== '7') return null;
  const ms = parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
  return new Date(ms).toISOString();
}
