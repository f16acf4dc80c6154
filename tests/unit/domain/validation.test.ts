// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseWith, requiredText } from '../../../domain/validation.js';
import { loginBody } from '../../../domain/auth.js';

describe('parseWith', () => {
  it("gives a missing key its own schema's message, as if it were sent empty", () => {
    const schema = v.object({ firstname: requiredText('Emri eshte obligativ'), nested: v.object({ lastname: requiredText('Mbiemri eshte obligativ') }) });
    const result = parseWith(schema, { nested: {} });
    expect(result).toMatchObject({ ok: false, errors: { firstname: 'Emri eshte obligativ', 'nested.lastname': 'Mbiemri eshte obligativ' } });
  });

  it('answers a login without username with the required message', () => {
    const result = parseWith(loginBody, { password: 'x' });
    expect(result).toMatchObject({ ok: false, errors: { username: 'Field is Required!' } });
  });

  it('keeps the first message of a field and reports it as the overall message', () => {
    const result = parseWith(v.object({ name: requiredText('Ju lutem mbushni fushen!') }), { name: '   ' });
    expect(result).toEqual({ ok: false, errors: { name: 'Ju lutem mbushni fushen!' }, message: 'Ju lutem mbushni fushen!' });
  });
});
