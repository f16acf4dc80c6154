// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needToKnowDoc } from '../../../domain/visibilityTable.js';

describe('docs/NEED_TO_KNOW.md', () => {
  it('is the table the entities declare (regenerate with npm run docs:need-to-know)', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/NEED_TO_KNOW.md'), 'utf8');
    expect(doc).toBe(needToKnowDoc());
  });
});
