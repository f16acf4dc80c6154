// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { PROBLEM_MAX, serviceBody } from '../../../domain/service/bodies.js';
import { SERVICE_MSG } from '../../../domain/service/messages.js';
import { serviceListQuery } from '../../../domain/service/queries.js';
import { parseWith } from '../../../domain/validation.js';

const [project, product1, product2, article1, article2] = [newId(), newId(), newId(), newId(), newId()] as const;

const refusal = (input: unknown) => {
  const parsed = parseWith(serviceBody, input);
  return parsed.ok ? null : parsed.errors;
};

describe('a registered ticket: the project and its products', () => {
  it('reads the form: texts trimmed, empty cells null, products once and sorted, the status from text, client fields dropped', () => {
    const parsed = parseWith(serviceBody, {
      projectId: project,
      problem: '  Dera nuk mbyllet.  ',
      warning: '',
      date: '2026-03-04',
      start: '2026-03-04 09:00:00',
      end: '',
      servicingStatusId: '2',
      productId: [product2, product1, product2],
      firstname: 'Nuk ruhet',
      city: 'Prishtine',
    });
    expect(parsed.ok && parsed.value).toEqual({
      projectId: project,
      firstname: null,
      lastname: null,
      address: null,
      city: null,
      email: null,
      phoneNumber: null,
      problem: 'Dera nuk mbyllet.',
      warning: null,
      date: '2026-03-04',
      start: '2026-03-04 09:00:00',
      end: null,
      statusId: 2,
      productIds: [product1, product2].sort(),
      articleIds: [],
    });
  });

  it('takes a single productId as form-data sends one, and no products at all', () => {
    const one = parseWith(serviceBody, { projectId: project, problem: 'x', productId: product1 });
    expect(one.ok && one.value.productIds).toEqual([product1]);
    const none = parseWith(serviceBody, { projectId: project, problem: 'x' });
    expect(none.ok && none.value).toMatchObject({ productIds: [], articleIds: [], statusId: 1 });
  });

  it("refuses no project: 'Ju lutem zgjidhni projektin!'", () => {
    expect(refusal({ problem: 'x' })).toEqual({ projectId: SERVICE_MSG.chooseProject });
    expect(refusal({ problem: 'x', projectId: '', productId: [product1] })).toEqual({ projectId: SERVICE_MSG.chooseProject });
    expect(refusal({ problem: 'x', projectId: null })).toEqual({ projectId: SERVICE_MSG.chooseProject });
  });

  it('refuses articles beside a project (products or articles, never both)', () => {
    expect(refusal({ projectId: project, problem: 'x', articleId: [article1] })).toEqual({ articleId: MSG.invalidValue });
  });
});

describe('an unregistered client’s ticket: the client and articles', () => {
  const client = { firstname: ' Arta ', lastname: 'Gashi', address: 'Rr. 1', city: 'Prishtine', email: 'arta@example.com', phoneNumber: '044 123 456', problem: 'Sirtari.' };

  it('keeps the client’s fields and the articles, no project and no products', () => {
    const parsed = parseWith(serviceBody, { ...client, articleId: [article2, article1] });
    expect(parsed.ok && parsed.value).toMatchObject({ projectId: null, firstname: 'Arta', lastname: 'Gashi', city: 'Prishtine', productIds: [], articleIds: [article1, article2].sort() });
  });

  it('is unregistered by any client field or by an article alone', () => {
    expect(refusal({ problem: 'x', city: 'Peje' })).toEqual({ firstname: MSG.firstNameRequired });
    expect(refusal({ problem: 'x', articleId: [article1] })).toEqual({ firstname: MSG.firstNameRequired });
  });

  it("requires first and last name ('Emri eshte obligativ', 'Mbiemri eshte obligativ')", () => {
    expect(refusal({ ...client, firstname: '  ' })).toEqual({ firstname: MSG.firstNameRequired });
    expect(refusal({ ...client, lastname: null })).toEqual({ lastname: MSG.lastNameRequired });
    expect(refusal({ firstname: 'Arta', lastname: 'Gashi', problem: 'x' })).toBeNull();
  });

  it('refuses products and a wrong email', () => {
    expect(refusal({ ...client, productId: [product1] })).toEqual({ productId: MSG.invalidValue });
    expect(refusal({ ...client, email: 'arta' })).toEqual({ email: MSG.invalidEmail });
  });
});

describe('the fields every ticket has', () => {
  const base = { projectId: project, problem: 'x' };

  it("requires the problem: 'Komentoni ne problemin!'", () => {
    expect(refusal({ projectId: project })).toEqual({ problem: SERVICE_MSG.describeProblem });
    expect(refusal({ ...base, problem: '   ' })).toEqual({ problem: SERVICE_MSG.describeProblem });
    expect(refusal({ ...base, problem: null })).toEqual({ problem: SERVICE_MSG.describeProblem });
    expect(refusal({ ...base, problem: 'x'.repeat(PROBLEM_MAX + 1) })).toEqual({ problem: MSG.tooLong });
  });

  it('reads the date as YYYY-MM-DD and the stamps as YYYY-MM-DD HH:mm:ss', () => {
    expect(refusal({ ...base, date: '04.03.2026' })).toEqual({ date: MSG.invalidDate });
    expect(refusal({ ...base, date: '2026-02-30' })).toEqual({ date: MSG.invalidDate });
    expect(refusal({ ...base, start: '2026-03-04 9:00' })).toEqual({ start: MSG.invalidDate });
    expect(refusal({ ...base, end: '2026-03-04T09:00:00.000Z' })).toBeNull();
  });

  it("refuses an end before the start ('Data e mbarimit smund te jete para fillimit!'), not an end alone", () => {
    expect(refusal({ ...base, start: '2026-03-04 10:00:00', end: '2026-03-04 09:59:59' })).toEqual({ end: PRODUCTION_MSG.endBeforeStart });
    expect(refusal({ ...base, start: '2026-03-04 10:00:00', end: '2026-03-04 10:00:00' })).toBeNull();
    expect(refusal({ ...base, end: '2026-03-04 10:00:00' })).toBeNull();
  });

  it('takes statuses 1–3 only; none, null or empty is pending', () => {
    for (const status of [1, 2, 3, '3']) expect(refusal({ ...base, servicingStatusId: status })).toBeNull();
    for (const status of [0, 4, 'x', 2.5]) expect(refusal({ ...base, servicingStatusId: status })).toEqual({ servicingStatusId: MSG.invalidValue });
    for (const status of [undefined, null, '']) {
      const parsed = parseWith(serviceBody, { ...base, servicingStatusId: status });
      expect(parsed.ok && parsed.value.statusId).toBe(1);
    }
  });

  it('refuses NUL in a text (PostgreSQL cannot store it)', () => {
    expect(refusal({ ...base, warning: 'a\u0000b' })).toEqual({ warning: MSG.invalidValue });
  });
});

describe('the list query', () => {
  it('reads ?status=1..3, and none or empty as every ticket', () => {
    expect(parseWith(serviceListQuery, { status: '2' })).toEqual({ ok: true, value: { status: 2 } });
    expect(parseWith(serviceListQuery, { status: '' })).toEqual({ ok: true, value: { status: undefined } });
    expect(parseWith(serviceListQuery, {})).toMatchObject({ ok: true });
    expect(parseWith(serviceListQuery, { status: '4' }).ok).toBe(false);
  });
});
