#!/bin/sh
# One command: every check and every test (lint, types, unit, API integration, end to end).
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm run lint
pnpm run typecheck
pnpm run test:unit
pnpm run test:api
pnpm run test:api:postgres
pnpm run build
pnpm run test:e2e
