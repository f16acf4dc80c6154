import { answering, get, post } from '../kit/endpoint.js';
import type { EnrolAnswer, KioskAnswer, KioskListRow, SwitchAnswer } from './answers.js';
import { enrolBody, ownPinBody, switchBody, switchEndBody, userPinBody } from './bodies.js';

/**
 * The shop-floor kiosk's calls (issue 10; the spec has none). Enrolling,
 * listing and revoking are an admin's, signed in personally; `workers` and
 * `switch` are the kiosk's own, with its device credential.
 */
export const KIOSK_ENDPOINTS = {
  enrol: answering<EnrolAnswer>()(post('kiosks', enrolBody)),
  list: answering<{ data: KioskListRow[] }>()(get('kiosks')),
  revoke: post('kiosks/{id}/revoke'),
  workers: answering<KioskAnswer>()(get('kiosk/workers')),
  switchIn: answering<SwitchAnswer>()(post('kiosk/switch', switchBody)),
  switchOut: post('kiosk/switch/end', switchEndBody),
  ownPin: post('kiosk/pin', ownPinBody),
  userPin: post('kiosk/worker-pin', userPinBody),
} as const;

/** Headers a kiosk's request names its acting worker with (server/routes/kiosk/kioskAuth.ts). */
export const KIOSK_HEADERS = {
  worker: 'x-kiosk-worker',
  switchId: 'x-kiosk-switch',
  pending: 'x-kiosk-pending',
} as const;

/** A kiosk's credential is a bearer token with this prefix: the server tells it from a person's at a glance. */
export const KIOSK_TOKEN_PREFIX = 'kiosk.';
