// @vitest-environment node
import { hashRaw } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { afterWrongPin, laterLock, lockLeftMs, PIN_LOCK_MS, PIN_MAX_TRIES, UNLOCKED, type PinLock } from '../../../domain/kiosk/lockout.js';
import { checkPinOffline } from '../../../domain/kiosk/offlineCheck.js';
import { CURRENT_VERIFIER_COST, pinVerifier, VERIFIER_PARAMS } from '../../../domain/kiosk/verifier.js';

const salt = Buffer.from('zanati-kiosk-16b').toString('base64');
const now = Date.parse('2026-11-25T08:00:00Z');

describe('the offline verifier', () => {
  it('is argon2id with its parameters: the same bytes as an independent implementation', async () => {
    const reference = await hashRaw('4821', {
      algorithm: 2,
      memoryCost: VERIFIER_PARAMS.memorySize,
      timeCost: VERIFIER_PARAMS.iterations,
      parallelism: VERIFIER_PARAMS.parallelism,
      outputLen: VERIFIER_PARAMS.hashLength,
      salt: Buffer.from(salt, 'base64'),
    });
    expect(await pinVerifier('4821', salt)).toBe(reference.toString('base64'));
  });

  it('depends on the salt and never contains the PIN', async () => {
    const a = await pinVerifier('4821', salt);
    const b = await pinVerifier('4821', Buffer.from('another-salt-16b').toString('base64'));
    expect(a).not.toBe(b);
    expect(a).not.toContain('4821');
    expect(Buffer.from(a, 'base64')).toHaveLength(VERIFIER_PARAMS.hashLength);
  });
});

describe('the lockout', () => {
  const wrongTimes = (n: number, lock: PinLock = UNLOCKED, at = now) => Array.from({ length: n }).reduce<PinLock>((l) => afterWrongPin(l, at), lock);

  it(`locks on the ${PIN_MAX_TRIES}th wrong PIN in a row, for ${PIN_LOCK_MS / 60_000} minutes`, () => {
    expect(lockLeftMs(wrongTimes(PIN_MAX_TRIES - 1), now)).toBe(0);
    const locked = wrongTimes(PIN_MAX_TRIES);
    expect(lockLeftMs(locked, now)).toBe(PIN_LOCK_MS);
    expect(lockLeftMs(locked, now + PIN_LOCK_MS)).toBe(0);
  });

  it('starts counting again after the lock ends', () => {
    const after = now + PIN_LOCK_MS + 1;
    expect(lockLeftMs(wrongTimes(PIN_MAX_TRIES - 1, wrongTimes(PIN_MAX_TRIES), after), after)).toBe(0);
  });

  it("keeps the later of the device's and the server's locks", () => {
    const server = { failures: 0, lockedUntil: new Date(now + 60_000).toISOString() };
    expect(laterLock({ failures: 3, lockedUntil: null }, server)).toBe(server);
    expect(laterLock({ failures: 3, lockedUntil: null }, { failures: 1, lockedUntil: null }).failures).toBe(3);
  });
});

describe('a PIN checked offline', () => {
  const worker = { pin: { salt, verifier: '', cost: CURRENT_VERIFIER_COST } };

  it('lets the right PIN in and clears the count; a wrong one counts, the fifth locks even against the right one', async () => {
    worker.pin.verifier = await pinVerifier('4821', salt);
    expect(await checkPinOffline(worker, '4821', { failures: 3, lockedUntil: null }, now)).toEqual({ ok: true, lock: UNLOCKED });
    let lock = UNLOCKED;
    for (let i = 1; i < PIN_MAX_TRIES; i += 1) {
      const wrong = await checkPinOffline(worker, '0000', lock, now);
      expect(wrong).toMatchObject({ ok: false, reason: 'wrong' });
      lock = wrong.lock;
    }
    const fifth = await checkPinOffline(worker, '0000', lock, now);
    expect(fifth).toMatchObject({ ok: false, reason: 'locked' });
    expect(await checkPinOffline(worker, '4821', fifth.lock, now + 1_000)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await checkPinOffline(worker, '4821', fifth.lock, now + PIN_LOCK_MS + 1)).toMatchObject({ ok: true });
  });

  it('refuses a worker who has no PIN yet', async () => {
    expect(await checkPinOffline({ pin: null }, '4821', UNLOCKED, now)).toMatchObject({ ok: false, reason: 'noPin' });
  });
});
