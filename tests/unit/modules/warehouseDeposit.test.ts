// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import { checkDraft, depositInputOf, draftOfRecord, lineField, newDraft, type DepositDraft } from '../../../src/modules/warehouse/depositDraft';
import { projectCard, projectProducts } from '../../../src/modules/warehouse/projectCards';
import { IDS, record, sources } from './warehouseSourcesFixture';

const target = { clientId: IDS.client, projectId: IDS.project };
const withQuantities = (quantities: Record<string, string>, over: Partial<DepositDraft> = {}): DepositDraft => ({ ...newDraft({ defaultLabel: 'Kuzhina #1' }), quantities, ...over });

describe('a project card from the mirror', () => {
  it('lists the project\'s products not cancelled, in the order they were made, completed ones valid', () => {
    const products = projectProducts(sources(), IDS.project, null);
    expect(products.map((p) => [p.id, p.valid])).toEqual([
      [IDS.doneA, true],
      [IDS.doneB, true],
      [IDS.inProduction, false],
    ]);
    expect(products[0]!.designation).toEqual({ name: `Artikull ${IDS.doneA}`, unit: { name: 'm' } });
  });

  it('leaves what other records of the project hold, and not what the edited record holds', () => {
    const src = sources({ records: [record('r1', { products: [{ productId: IDS.doneA, quantity: 3 }] }), record('r2', { products: [{ productId: IDS.doneA, quantity: 1 }] })] });
    expect(projectProducts(src, IDS.project, null).find((p) => p.id === IDS.doneA)!.quantityLeft).toBe(0);
    expect(projectProducts(src, IDS.project, 'r1').find((p) => p.id === IDS.doneA)!.quantityLeft).toBe(3);
  });

  it('labels a new record with the project name and the next number, and lists records newest first', () => {
    const src = sources({ records: [record('r1', { createdAt: '2026-02-01T00:00:00.000Z' }), record('r2', { createdAt: '2026-02-03T00:00:00.000Z' })] });
    const card = projectCard(src, IDS.project, false);
    expect(card.defaultLabel).toBe('Kuzhina #3');
    expect(card.warehouseRecords.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(card.warehouseRecords[0]!.totalPrice).toBeNull();
  });

  it('prices the lines for full privileges: discountPrice if present, else price times unit, by the share deposited', () => {
    const src = sources({ records: [record('r1', { products: [{ productId: IDS.doneA, quantity: 2 }, { productId: IDS.doneB, quantity: 2 }] })] });
    const read = projectCard(src, IDS.project, true).warehouseRecords[0]!;
    expect(read.productWarehouseRecord.map((p) => p.price)).toEqual([150, 200]);
    expect(read.totalPrice).toBe(350);
  });
});

describe('the deposit form', () => {
  it('starts fresh with the default label and reopens a selected record with its own values', () => {
    expect(newDraft({ defaultLabel: 'Kuzhina #2' })).toMatchObject({ recordId: null, label: 'Kuzhina #2', quantities: {} });
    const r = record('r1', { comment: 'raft A', withoutTransport: 1, products: [{ productId: IDS.doneA, quantity: 2 }], installationUserIds: [IDS.installer] });
    expect(draftOfRecord(r)).toMatchObject({ recordId: 'r1', label: r.label, comment: 'raft A', withoutTransport: true, quantities: { [IDS.doneA]: '2' }, installationUsers: [IDS.installer] });
  });

  it('sends one line per product, and users only as the rule allows', () => {
    const ids = [IDS.doneA, IDS.doneB];
    const draft = withQuantities({ [IDS.doneA]: ' 2 ' }, { transportUsers: [IDS.driver], installationUsers: [IDS.installer] });
    expect(depositInputOf(draft, target, ids)).toMatchObject({ productIds: ids, quantity: ['2', null], transportUsers: [IDS.driver], installationUsers: [IDS.installer], withoutTransport: 0 });
    const without = depositInputOf({ ...draft, withoutTransport: true, withoutInstallation: true }, target, ids);
    expect(without).not.toHaveProperty('transportUsers');
    expect(without).not.toHaveProperty('installationUsers');
    // An edit never sends installation users (spec 001 §5: only on create).
    expect(depositInputOf({ ...draft, recordId: 'r1' }, target, ids)).not.toHaveProperty('installationUsers');
  });

  it('refuses a new record without any quantity', () => {
    expect(checkDraft(withQuantities({}), target, sources())).toEqual({ message: WAREHOUSE_MSG.fillQuantities, field: 'quantity' });
  });

  it('refuses a quantity for a product not completed, on that product\'s input', () => {
    expect(checkDraft(withQuantities({ [IDS.inProduction]: '1' }), target, sources())).toEqual({ message: PRODUCTION_MSG.productNotCompleted, field: `quantity.${IDS.inProduction}` });
  });

  it('refuses a quantity above what is left, below 1, or not a number', () => {
    const src = sources({ records: [record('r1', { products: [{ productId: IDS.doneA, quantity: 3 }] })] });
    expect(checkDraft(withQuantities({ [IDS.doneA]: '2' }), target, src)).toEqual({ message: WAREHOUSE_MSG.quantityAboveLeft, field: `quantity.${IDS.doneA}` });
    expect(checkDraft(withQuantities({ [IDS.doneB]: '0.5' }), target, src)).toEqual({ message: WAREHOUSE_MSG.quantityAtLeastOne, field: `quantity.${IDS.doneB}` });
    expect(checkDraft(withQuantities({ [IDS.doneB]: 'dy' }), target, src)).toEqual({ message: MSG.invalidValue, field: `quantity.${IDS.doneB}` });
  });

  it('accepts what is left, and an edit that keeps its own quantity', () => {
    const src = sources({ records: [record('r1', { products: [{ productId: IDS.doneA, quantity: 3 }] })] });
    expect(checkDraft(withQuantities({ [IDS.doneA]: '1', [IDS.doneB]: '2' }), target, src)).toBeNull();
    expect(checkDraft({ ...draftOfRecord(src.records[0]!), quantities: { [IDS.doneA]: '4' } }, target, src)).toBeNull();
  });

  it('names a line\'s refusal by its product', () => {
    expect(lineField('quantity.1', ['a', 'b'])).toBe('quantity.b');
    expect(lineField('productIds.0', ['a'])).toBe('quantity.a');
    expect(lineField('comment', ['a'])).toBe('comment');
  });
});
