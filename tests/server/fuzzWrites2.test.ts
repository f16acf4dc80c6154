import { describeWriteFuzz, fuzzServer } from '../fixtures/fuzzWalk.js';

/** Half of the write routes' fuzz (tests/fixtures/fuzzWalk.ts); the other half is fuzzWrites1.test.ts, run beside it. */
describeWriteFuzz(await fuzzServer(), 1, 2);
