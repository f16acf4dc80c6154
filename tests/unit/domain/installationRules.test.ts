// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assignedInstallations } from '../../../domain/installation/assigned.js';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import {
  checkInstallation,
  endAfterStart,
  hasStart,
  INSTALLATION_STATE,
  installationState,
  isInstalled,
  projectMarkerState,
  saveModeOf,
  signedForEnd,
} from '../../../domain/installation/rules.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { markerState } from '../../../domain/transport/rules.js';

const times = (installationStart: string | null, installationEnd: string | null) => ({ installationStart, installationEnd });
const signed = (installerSignature: boolean, clientSignature: boolean) => ({ installerSignature, clientSignature });
const both = signed(true, true);

describe('installation rules (spec 001 §4, §5 "Installation")', () => {
  it("needs a start ('Data e nisjes eshte obligative!'): a stamp or an ISO instant, nothing else", () => {
    expect(hasStart(times(null, null))).toBe(false);
    expect(hasStart(times('', null))).toBe(false);
    expect(hasStart(times('03.03.2026', null))).toBe(false);
    expect(hasStart(times('2026-03-03 08:00:00', null))).toBe(true);
    expect(hasStart(times('2026-03-03T07:00:00.000Z', null))).toBe(true);
    expect(checkInstallation(times(null, null), both)).toEqual({ message: INSTALLATION_MSG.startRequired, field: 'installationStart' });
  });

  it("an end needs both signatures ('Ju lutem jepni nenshkrimet e kerkuara!'); without an end none is needed", () => {
    expect(signedForEnd(times('2026-03-03 08:00:00', null), signed(false, false))).toBe(true);
    expect(signedForEnd(times('2026-03-03 08:00:00', '2026-03-03 16:00:00'), signed(true, false))).toBe(false);
    expect(signedForEnd(times('2026-03-03 08:00:00', '2026-03-03 16:00:00'), signed(false, true))).toBe(false);
    expect(signedForEnd(times('2026-03-03 08:00:00', '2026-03-03 16:00:00'), both)).toBe(true);
    const end = times('2026-03-03 08:00:00', '2026-03-03 16:00:00');
    expect(checkInstallation(end, signed(false, true))).toEqual({ message: INSTALLATION_MSG.signaturesRequired, field: 'installerSignature' });
    expect(checkInstallation(end, signed(true, false))).toEqual({ message: INSTALLATION_MSG.signaturesRequired, field: 'clientSignature' });
    expect(checkInstallation(end, both)).toBeNull();
  });

  it('an end is never before the start; either missing is no conflict', () => {
    expect(endAfterStart(times('2026-03-03 08:00:00', '2026-03-03 07:59:59'))).toBe(false);
    expect(endAfterStart(times('2026-03-03 08:00:00', '2026-03-03 08:00:00'))).toBe(true);
    expect(endAfterStart(times(null, '2026-03-03 08:00:00'))).toBe(true);
    expect(checkInstallation(times('2026-03-03 08:00:00', '2026-03-02 08:00:00'), both)).toEqual({ message: PRODUCTION_MSG.endBeforeStart, field: 'installationEnd' });
  });

  it('checks the start first, then the signatures, then the order', () => {
    expect(checkInstallation(times(null, '2026-03-02 08:00:00'), signed(false, false))?.message).toBe(INSTALLATION_MSG.startRequired);
    expect(checkInstallation(times('2026-03-03 08:00:00', '2026-03-02 08:00:00'), signed(false, false))?.message).toBe(INSTALLATION_MSG.signaturesRequired);
  });

  it('creates when the transport has no installation, else edits that one (spec 001 §4 "Saves")', () => {
    const rows = [
      { id: 'i1', transportId: 't1' },
      { id: 'i2', transportId: null },
    ];
    expect(saveModeOf('t1', rows)).toEqual({ mode: 'edit', id: 'i1' });
    expect(saveModeOf('t2', rows)).toEqual({ mode: 'create' });
    expect(saveModeOf(null, rows)).toEqual({ mode: 'create' });
  });

  it("marks 1 not started (no installation too), 2 started, 3 both set — the transport's rule", () => {
    expect(installationState(null)).toBe(INSTALLATION_STATE.notStarted);
    expect(installationState(times(null, null))).toBe(1);
    expect(installationState(times('2026-03-03 08:00:00', null))).toBe(2);
    expect(installationState(times('2026-03-03 08:00:00', '2026-03-03 16:00:00'))).toBe(3);
    expect(installationState(times(null, '2026-03-03 16:00:00'))).toBe(markerState({ acceptanceDate: null, arrivalDate: '2026-03-03 16:00:00' }));
    expect(isInstalled(times('2026-03-03 08:00:00', '2026-03-03 16:00:00'))).toBe(true);
    expect(isInstalled(times('2026-03-03 08:00:00', null))).toBe(false);
  });

  it("a project's map marker: 3 when every installation is complete, 2 when any is under way, else 1", () => {
    const complete = times('2026-03-03 08:00:00', '2026-03-03 16:00:00');
    const going = times('2026-03-03 08:00:00', null);
    expect(projectMarkerState([])).toBe(1);
    expect(projectMarkerState([times(null, null)])).toBe(1);
    expect(projectMarkerState([complete, complete])).toBe(3);
    expect(projectMarkerState([complete, times(null, null)])).toBe(2);
    expect(projectMarkerState([going])).toBe(2);
  });
});

describe('an installer\'s assigned work', () => {
  const record = (id: string, projectId: string, installationUserIds: string[]) => ({ id, projectId, installationUserIds });
  it('keeps records naming the installer whose project has a transport not installed yet', () => {
    const records = [record('r1', 'p1', ['me']), record('r2', 'p2', ['me']), record('r3', 'p3', ['other']), record('r4', 'p4', ['me'])];
    const transports = [
      { id: 't1', projectId: 'p1' },
      { id: 't2', projectId: 'p2' },
      { id: 't3', projectId: 'p3' },
    ];
    const installations = [
      { transportId: 't1', installationStart: '2026-03-03 08:00:00', installationEnd: null },
      { transportId: 't2', installationStart: '2026-03-03 08:00:00', installationEnd: '2026-03-03 16:00:00' },
    ];
    // p1 started, not ended: still theirs; p2 complete: done; p3 not theirs; p4 has no transport yet.
    expect(assignedInstallations('me', records, transports, installations).map((r) => r.id)).toEqual(['r1']);
  });

  it('a project with a second transport not installed stays assigned', () => {
    const transports = [
      { id: 't1', projectId: 'p1' },
      { id: 't9', projectId: 'p1' },
    ];
    const installations = [{ transportId: 't1', installationStart: '2026-03-03 08:00:00', installationEnd: '2026-03-03 16:00:00' }];
    expect(assignedInstallations('me', [record('r1', 'p1', ['me'])], transports, installations)).toHaveLength(1);
  });
});
