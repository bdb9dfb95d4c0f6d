#!/bin/sh
# One command: every check and every test (lint, types, unit, API integration, end to end).
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm run lint
pnpm run typecheck
pnpm run test:unit
# The task mailbox tests read real mailboxes on Debian's Dovecot, installed when missing.
sh scripts/ensure-dovecot.sh
# The two API passes share nothing (own databases, no fixed ports): side by side they use both cores.
sh scripts/side-by-side.sh 'pnpm run test:api' 'pnpm run test:api:postgres'
pnpm run build
# The default remotes file against the remotes just built (see README, "Remotes per environment");
# it loads each remote's routes in Chromium, so Debian's chromium is installed first when missing.
sh e2e/scripts/ensure-chromium.sh
pnpm remotes:check --dist
pnpm run test:e2e
