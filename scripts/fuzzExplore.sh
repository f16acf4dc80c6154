#!/usr/bin/env bash
# Fuzzes the server's write, sign-in and rating-link routes with a fresh random
# seed (CI runs the committed ones: tests/fixtures/fuzzSeeds.ts). A seed that
# finds something joins REGRESSIONS there, with the route and the fix.
# Usage: npm run fuzz:explore [-- <seed>]   (ZANATI_TEST_DB=pg for PostgreSQL)
set -euo pipefail
seed="${1:-$(( (RANDOM << 16 | RANDOM) % 2147483646 + 1 ))}"
echo "fuzz seed ${seed} (${ZANATI_TEST_DB:-sqlite})"
ZANATI_TEST_SEED="${seed}" npx vitest run --project server tests/server/fuzzWrites1.test.ts tests/server/fuzzWrites2.test.ts tests/server/fuzzSignIn.test.ts tests/server/impressionLinkFuzz.test.ts
echo "fuzz seed ${seed}: no finding"
