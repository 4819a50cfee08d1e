import { randomFillSync } from 'node:crypto';

// Node has no built-in UUID v7 yet. v7 ids start with the creation time in milliseconds, so outbox
// rows and inbox keys sort and index like a timestamp instead of scattering like v4 ids.

let lastMs = 0;
let sequence = 0;

/**
 * A RFC 9562 UUID version 7. Within one process, ids are strictly increasing: when several are made
 * in the same millisecond, the 12-bit `rand_a` field becomes a counter (RFC 9562 §6.2, method 1).
 */
export function uuidv7(now: number = Date.now()): string {
  let ms = now;
  if (ms > lastMs) {
    lastMs = ms;
    sequence = 0;
  } else {
    sequence += 1;
    if (sequence > 0xfff) {
      // The counter ran out within one millisecond: borrow the next one, as the RFC allows.
      lastMs += 1;
      sequence = 0;
    }
    ms = lastMs;
  }
  const bytes = randomFillSync(new Uint8Array(16));
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((sequence >>> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
