// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import {
  assigneesOf,
  checkDeposit,
  defaultLabel,
  depositLinePrice,
  depositLines,
  editedRecordRow,
  newRecordRow,
  productValid,
  quantityLeft,
  type DepositProduct,
} from '../../../domain/warehouse/deposit.js';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';

const A = '00000000-0000-7000-8000-00000000000a';
const B = '00000000-0000-7000-8000-00000000000b';
const P = '00000000-0000-7000-8000-0000000000f1';

describe('deposit lines (spec 001 §5 "Lines without id or quantity are skipped")', () => {
  it('skips lines without a product or a quantity and keeps each line’s place', () => {
    expect(depositLines([A, null, B, A], [null, 3, 2])).toEqual([{ productId: B, quantity: 2, index: 2 }]);
  });

  it('adds the quantities of a product sent on two lines, at the first line’s place', () => {
    expect(depositLines([A, B, A], [1, 2, 3])).toEqual([
      { productId: A, quantity: 4, index: 0 },
      { productId: B, quantity: 2, index: 1 },
    ]);
  });
});

describe('what may be deposited', () => {
  it('takes only products completed in production and not cancelled', () => {
    expect(productValid({ doneStatus: 1, canceled: 0 })).toBe(true);
    expect(productValid({ doneStatus: 0, canceled: 0 })).toBe(false);
    expect(productValid({ doneStatus: 1, canceled: 1 })).toBe(false);
  });

  it('counts what the other records hold, leaving out the record being edited, never below zero', () => {
    const held = [
      { warehouseRecordId: 'r1', productId: A, quantity: 2 },
      { warehouseRecordId: 'r2', productId: A, quantity: 1.5 },
      { warehouseRecordId: 'r2', productId: B, quantity: 9 },
    ];
    expect(quantityLeft(5, held, A)).toBe(1.5);
    expect(quantityLeft(5, held, A, 'r1')).toBe(3.5);
    expect(quantityLeft(5, held, B)).toBe(0);
  });

  const products = new Map<string, DepositProduct>([
    [A, { id: A, projectId: P, valid: true, quantityLeft: 3 }],
    [B, { id: B, projectId: P, valid: false, quantityLeft: 5 }],
  ]);

  it('needs at least one line on create, not on edit', () => {
    expect(checkDeposit([], products, P, true)).toEqual({ message: WAREHOUSE_MSG.fillQuantities, field: 'quantity' });
    expect(checkDeposit([], products, P, false)).toBeNull();
  });

  it('refuses a product that is not completed, one above what is left, and one of another project, naming the line', () => {
    expect(checkDeposit([{ productId: B, quantity: 1, index: 4 }], products, P, true)).toEqual({ message: PRODUCTION_MSG.productNotCompleted, field: 'quantity.4' });
    expect(checkDeposit([{ productId: A, quantity: 3.5, index: 1 }], products, P, true)).toEqual({ message: WAREHOUSE_MSG.quantityAboveLeft, field: 'quantity.1' });
    expect(checkDeposit([{ productId: A, quantity: 1, index: 0 }], products, '00000000-0000-7000-8000-0000000000f2', true)).toEqual({ message: MSG.invalidValue, field: 'productIds.0' });
    expect(checkDeposit([{ productId: A, quantity: 3, index: 0 }], products, P, true)).toBeNull();
  });
});

describe('the record', () => {
  it('labels a new record with the project name, " #" and the number of existing records plus 1 (spec 001 §4)', () => {
    expect(defaultLabel('Kuzhina Gashi', 0)).toBe('Kuzhina Gashi #1');
    expect(defaultLabel('Kuzhina Gashi', 2)).toBe('Kuzhina Gashi #3');
  });

  it('sends transport users only without "without transport", installation users only without "without installation" and only on create', () => {
    const form = { withoutTransport: 0, withoutInstallation: 0, transportUsers: [B, A, B], installationUsers: [A] };
    expect(assigneesOf('create', form)).toEqual({ transport: [A, B], installation: [A] });
    expect(assigneesOf('create', { ...form, withoutTransport: 1, withoutInstallation: 1 })).toEqual({ transport: [], installation: [] });
    expect(assigneesOf('edit', form)).toEqual({ transport: [A, B], installation: 'keep' });
    expect(assigneesOf('edit', { ...form, withoutInstallation: 1 })).toEqual({ transport: [A, B], installation: [] });
  });

  it('builds a new record’s row with the default label when none is given, its lines by product and users by id', () => {
    const lines = depositLines([B, A], [2, 1]);
    const row = newRecordRow({ clientId: 'c', projectId: P, withoutTransport: 0, withoutInstallation: 1, transportUsers: [B, A], installationUsers: [A] }, lines, { projectName: 'Dhoma', existingRecords: 1 });
    expect(row).toEqual({
      clientId: 'c',
      projectId: P,
      label: 'Dhoma #2',
      comment: null,
      withoutTransport: 0,
      withoutInstallation: 1,
      products: [
        { productId: A, quantity: 1 },
        { productId: B, quantity: 2 },
      ],
      transportUserIds: [A, B],
      installationUserIds: [],
    });
  });

  it('keeps the label, lines and installers an edit does not send, and replaces the lines it sends', () => {
    const record: WarehouseRecordRow = {
      id: 'r',
      clientId: 'c',
      projectId: P,
      label: 'Dhoma #1',
      comment: 'x',
      withoutTransport: 0,
      withoutInstallation: 0,
      products: [{ productId: A, quantity: 2 }],
      transportUserIds: [A],
      installationUserIds: [B],
      createdAt: 't',
      updatedAt: 't',
    };
    const kept = editedRecordRow(record, { label: null, withoutTransport: 0, withoutInstallation: 0, transportUsers: [], installationUsers: [] }, []);
    expect(kept).toEqual({ ...record, transportUserIds: [] });
    const replaced = editedRecordRow(record, { label: 'Tjeter', comment: null, withoutTransport: 1, withoutInstallation: 1, transportUsers: [A], installationUsers: [] }, depositLines([B], [4]));
    expect(replaced).toMatchObject({ label: 'Tjeter', comment: null, products: [{ productId: B, quantity: 4 }], transportUserIds: [], installationUserIds: [] });
  });

  it('prices a deposited quantity as its share of the line price: the discounted total, else price × quantity (spec 001 §9)', () => {
    expect(depositLinePrice({ price: 10, totalPrice: 40, quantity: 5 }, 5)).toBe(40);
    expect(depositLinePrice({ price: 10, totalPrice: 40, quantity: 5 }, 1)).toBe(8);
    expect(depositLinePrice({ price: 10, totalPrice: 0, quantity: 5 }, 2)).toBe(20);
    expect(depositLinePrice({ price: 10, totalPrice: 0, quantity: 0 }, 2)).toBe(0);
  });
});
