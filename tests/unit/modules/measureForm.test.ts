import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { MEASURE_GEOLOCATION } from '../../../domain/measure/location.js';
import { MEASURE_MSG } from '../../../domain/measure/messages.js';
import { MSG } from '../../../domain/messages.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { readDraft, writeDraft } from '../../../src/local/drafts.js';
import { enqueue } from '../../../src/local/outbox.js';
import { swatchOf } from '../../../src/modules/measure/form/colorSwatch';
import { currentPosition, type PositionSource } from '../../../src/modules/measure/form/currentPosition';
import { createMeasureCommand, updateMeasureCommand } from '../../../src/modules/measure/form/measureCommands';
import { deleteAssetCommand } from '../../../src/app/files/deleteAssetCommand';
import { draftOf, filesFrom, noFiles, planMeasureSave, type MeasureDraft } from '../../../src/modules/measure/form/measureDraft';
import { measureRow, projectRow } from '../../fixtures/contactRows.js';
import { uniqueDbName } from '../local/harness.js';

const project = projectRow({ projectLocation: '42.662900,21.165500', measureDate: '2026-06-20', measureAssignee: newId() });
const draft = (over: Partial<MeasureDraft> = {}): MeasureDraft => ({ ...draftOf(null, project, 'me'), measureStatusId: 1, ...over });
const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('the measure form opens', () => {
  it('a new measure with what the project says: its appointment, its place, its measurer; the status left to choose', () => {
    expect(draftOf(null, project, 'me')).toMatchObject({
      clientId: project.clientId,
      projectId: project.id,
      measureStatusId: null,
      productLocation: '42.662900,21.165500',
      measureDate: '2026-06-20',
      employeeId: project.measureAssignee,
      files: noFiles(),
    });
    expect(draftOf(null, { ...project, measureAssignee: null }, 'me').employeeId).toBe('me');
  });

  it('a stored measure with its own values, the colour as its palette id', () => {
    const stored = measureRow({ projectId: project.id, clientId: project.clientId, productColorId: 'c1', productLocation: null, details: 'Lartesia 240', measureStatusId: 3 });
    expect(draftOf(stored, project, 'me')).toMatchObject({ productColor: 'c1', productLocation: '', details: 'Lartesia 240', measureStatusId: 3 });
  });
});

describe('the measure form checks the rules before queueing', () => {
  it('refuses a save without a status at the status field', () => {
    const plan = planMeasureSave(draft({ measureStatusId: null }), [], []);
    expect(plan).toMatchObject({ ok: false, errors: { measureStatusId: MSG.fieldNeeded } });
  });

  it('refuses a final measure without a location, at the location field', () => {
    const plan = planMeasureSave(draft({ measureStatusId: 2, productLocation: '  ' }), [], []);
    expect(plan).toMatchObject({ ok: false, errors: { productLocation: MEASURE_MSG.locationRequired }, message: MEASURE_MSG.locationRequired });
    expect(planMeasureSave(draft({ measureStatusId: 2 }), [], []).ok).toBe(true);
  });

  it('refuses a location made of letters only', () => {
    expect(planMeasureSave(draft({ productLocation: 'Prishtine' }), [], [])).toMatchObject({ ok: false, errors: { productLocation: MEASURE_MSG.locationOnlyLetters } });
  });

  it('creates when the project has no measure, else edits that one — refused when it went on to production', () => {
    expect(planMeasureSave(draft(), [{ id: 'other', projectId: newId() }], [])).toMatchObject({ ok: true, mode: 'create' });
    const mine = { id: newId(), projectId: project.id };
    expect(planMeasureSave(draft(), [mine], [{ productStatusId: 1, canceled: 0 }])).toMatchObject({ ok: true, mode: 'edit', id: mine.id });
    expect(planMeasureSave(draft(), [mine], [{ productStatusId: 2, canceled: 0 }])).toMatchObject({ ok: false, message: MEASURE_MSG.inProduction });
    // A new measure is never refused for production.
    expect(planMeasureSave(draft(), [], [{ productStatusId: 2, canceled: 0 }]).ok).toBe(true);
  });

  it('sends every field, and every file under its multipart name, the way it came back from a refused entry', () => {
    const files = { measure: [file('matja.pdf', 'application/pdf')], picture: [file('foto-1.jpg', 'image/jpeg'), file('foto-2.jpg', 'image/jpeg')], sketch: [file('skica-1.png', 'image/png')] };
    const plan = planMeasureSave(draft({ productMaterial: 'MDF', details: 'Kendi 90°', files }), [], []);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.input).toMatchObject({ projectId: project.id, clientId: project.clientId, measureStatusId: 1, productMaterial: 'MDF', details: 'Kendi 90°', productLocation: '42.662900,21.165500' });
    expect(plan.save).toMatchObject({ measureStatusId: 1, productColor: null, employeeId: project.measureAssignee });
    expect(plan.files.map((f) => [f.field, f.name])).toEqual([
      ['sketch[]', 'skica-1.png'],
      ['picture[]', 'foto-1.jpg'],
      ['picture[]', 'foto-2.jpg'],
      ['measure[]', 'matja.pdf'],
    ]);
    const back = filesFrom(plan.files);
    expect(back.picture.map((f) => f.name)).toEqual(['foto-1.jpg', 'foto-2.jpg']);
    expect(filesFrom([{ field: 'sketch[]', blob: new Blob(['x'], { type: 'image/png' }), name: 'drawn.png' }]).sketch[0]).toBeInstanceOf(File);
  });
});

describe('the measure commands', () => {
  const open: ZanatiDb[] = [];
  const freshDb = () => {
    const db = openLocalDb(uniqueDbName('measure'));
    open.push(db);
    return db;
  };
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });
  const context = { name: 'Arta Gashi — Kuzhina', form: { to: `/dashboard/measures/create/${project.id}/${project.clientId}`, data: {} }, draft: `measure:${project.id}` };

  it('queue ONE create with all files, show the row as the server stores it and take the draft off the device', async () => {
    const db = freshDb();
    await writeDraft(db, context.draft, { typed: true });
    const plan = planMeasureSave(draft({ productColor: newId(), files: { ...noFiles(), sketch: [file('skica-1.png', 'image/png')] } }), [], []);
    if (!plan.ok || plan.mode !== 'create') throw new Error('expected a create');
    const id = newId();
    await enqueue(db, createMeasureCommand(id, plan.input, plan.save, plan.files, context));
    expect(await db.measures.get(id)).toMatchObject({ id, projectId: project.id, productColorId: plan.save.productColor, measureStatusId: 1, measureDate: '2026-06-20' });
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ method: 'POST', url: 'measures', entity: 'measures', entityId: id, body: { id, projectId: project.id }, form: context.form });
    expect(entry!.files?.map((f) => f.field)).toEqual(['sketch[]']);
    expect(await readDraft(db, context.draft)).toBeNull();
  });

  it('edit the stored row as it is now, and remove one stored file through its own call', async () => {
    const db = freshDb();
    const stored = measureRow({ projectId: project.id, clientId: project.clientId, details: 'vjeter' });
    await db.measures.put(stored);
    const fileId = newId();
    await db.files.put({ id: fileId, ownerType: 'measures', ownerId: stored.id, kind: 'picture', fileName: 'foto.jpg' });
    const plan = planMeasureSave(draft({ details: 'e re', measureStatusId: 2 }), [stored], []);
    if (!plan.ok || plan.mode !== 'edit') throw new Error('expected an edit');
    await enqueue(db, updateMeasureCommand(stored, plan.input, plan.save, plan.files, context));
    expect(await db.measures.get(stored.id)).toMatchObject({ details: 'e re', measureStatusId: 2, createdAt: stored.createdAt });
    await enqueue(db, deleteAssetCommand('measures', { id: fileId, name: 'foto.jpg' }));
    expect(await db.files.get(fileId)).toBeUndefined();
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => `${e.method} ${e.url}`)).toEqual([`POST measures/${stored.id}`, `DELETE measures/assets/${fileId}`]);
  });
});

describe('the measure’s position', () => {
  it('asks the device with the spec’s options and fills the field as lat,lng', async () => {
    const source: PositionSource = {
      getCurrentPosition: vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 42.6629, longitude: 21.1655 } } as GeolocationPosition)),
    };
    await expect(currentPosition(source)).resolves.toBe('42.662900,21.165500');
    expect(vi.mocked(source.getCurrentPosition).mock.calls[0]![2]).toEqual(MEASURE_GEOLOCATION);
  });

  it('only logs a failure: the field keeps what it had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const source: PositionSource = { getCurrentPosition: (_ok, fail) => fail?.({ code: 3, message: 'Timeout expired' } as GeolocationPositionError) };
    await expect(currentPosition(source)).resolves.toBeNull();
    await expect(currentPosition(undefined)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('the colour’s swatch', () => {
  it('reads a colour code in the name, else its colour word or wood, darker or lighter as it says', () => {
    expect(swatchOf('RAL 9010 #f4f1e8')).toBe('#f4f1e8');
    expect(swatchOf('E bardhe mat')).toBe('#f8f8f4');
    expect(swatchOf('Antracit')).toBe('#383e42');
    expect(swatchOf('Arre e erret')).toContain('black');
    expect(swatchOf('Gri e lehte')).toContain('white');
    expect(swatchOf('Lis natyral')).toBe('#c19a6b');
    expect(swatchOf('Blu nate')).toBe('#1e3a8a');
    expect(swatchOf('Dekor 12')).toBeNull();
  });
});
