import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { needToKnowDoc } from '../domain/visibilityTable.js';

/** Writes docs/NEED_TO_KNOW.md from the entities' declarations (npm run docs:need-to-know). */
writeFileSync(path.resolve(import.meta.dirname, '../docs/NEED_TO_KNOW.md'), needToKnowDoc());
