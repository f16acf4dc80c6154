import type { LocalVersion } from './localVersion.js';
import { V1 } from './v1.js';
import { V2 } from './v2.js';
import { V3 } from './v3.js';
import { V4 } from './v4.js';
import { V5 } from './v5.js';
import { V6 } from './v6.js';
import { V7 } from './v7.js';
import { V8 } from './v8.js';
import { V9 } from './v9.js';

/**
 * Every version of the local database, in order. When the stores the modules
 * declare (liveStores.ts) change, tests/unit/local/localVersions.test.ts fails
 * until they are frozen as the next vN.ts and listed here: that one line is the
 * reviewed act of a release that changes the local tables.
 */
export const LOCAL_VERSIONS: readonly LocalVersion[] = [V1, V2, V3, V4, V5, V6, V7, V8, V9];
