// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createdImpressionRow, editedImpressionRow, saveModeOf } from '../../../domain/impression/drafts.js';
import { clientLinkPath, isLinkToken, linkExpiry } from '../../../domain/impression/link.js';
import { newId } from '../../../domain/ids.js';

const [q1, q2] = [newId(), newId()].sort() as [string, string];

describe('create or edit (spec 001 §4: edit if one is fetched, else create)', () => {
  it('edits the project’s impression when it has one, else creates', () => {
    expect(saveModeOf(null)).toEqual({ mode: 'create' });
    expect(saveModeOf(undefined)).toEqual({ mode: 'create' });
    expect(saveModeOf({ id: 'i1' })).toEqual({ mode: 'edit', id: 'i1' });
  });

  it('the optimistic rows carry the average of the ratings and replace them whole on edit', () => {
    const at = '2026-03-02T10:00:00.000Z';
    const created = createdImpressionRow('i1', 'c1', { projectId: 'p1', feedback: null, answers: [{ questionId: q1, rating: 5 }, { questionId: q2, rating: 4 }] }, at);
    expect(created).toEqual({ id: 'i1', projectId: 'p1', clientId: 'c1', feedback: null, average: 4.5, answers: [{ questionId: q1, rating: 5 }, { questionId: q2, rating: 4 }], createdAt: at, updatedAt: at });
    const later = '2026-03-03T10:00:00.000Z';
    expect(editedImpressionRow(created, { feedback: 'Mire', answers: [{ questionId: q2, rating: 1 }] }, later)).toEqual({ ...created, feedback: 'Mire', average: 1, answers: [{ questionId: q2, rating: 1 }], updatedAt: later });
  });
});

describe('the client’s link', () => {
  it('is a 43-character base64url token of 32 bytes, valid 30 days, opening the clientSide route', () => {
    expect(isLinkToken(Buffer.alloc(32, 1).toString('base64url'))).toBe(true);
    for (const bad of ['', 'abc', newId(), `${Buffer.alloc(32, 1).toString('base64url')}=`, Buffer.alloc(32, 1).toString('base64'), 42]) expect(isLinkToken(bad)).toBe(false);
    expect(linkExpiry('2026-03-01T00:00:00.000Z')).toBe('2026-03-31T00:00:00.000Z');
    expect(clientLinkPath({ clientId: 'c1', projectId: 'p1', token: 'T_-x' })).toBe('/dashboard/impression/clientSide/c1/p1/T_-x');
  });
});
