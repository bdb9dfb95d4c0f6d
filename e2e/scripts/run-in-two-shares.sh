#!/bin/sh
# The whole end-to-end suite as two shares (Playwright's --shard) at the same time, each against a
# portal of its own: the second one's ports are the fixed ones plus 100 (PORTAL_PORT_OFFSET, read by
# scripts/start-portal.mjs and tests/portal-urls.ts). The tests mostly wait on the browser and the
# portal, so two shares take about half the time of one on two cores.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-chromium.sh
exec sh ../scripts/side-by-side.sh 'pnpm exec playwright test --shard=1/2' 'PORTAL_PORT_OFFSET=100 pnpm exec playwright test --shard=2/2'
