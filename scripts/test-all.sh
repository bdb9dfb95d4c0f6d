#!/bin/sh
# One command: every check and every test (lint, types, unit, API integration, end to end).
set -eu
cd "$(dirname "$0")/.."
# Each step says how long it took, so the slow ones are plain in any run's log.
timed() {
  started=$(date +%s)
  "$@"
  echo "--- $* took $(($(date +%s) - started)) s"
}
timed sh scripts/ensure-pnpm.sh
# Debian's packages the tests need, installed when missing, one apt-get at a time: Dovecot (task mailboxes),
# PostgreSQL (the API's second pass), Chromium (remotes check, end to end). Downloading and unpacking them
# waits on the network and the disk, so it goes beside the dependencies' install and the checks, which use the CPU.
timed sh scripts/side-by-side.sh \
  'sh scripts/ensure-dovecot.sh && sh scripts/ensure-postgresql.sh && sh e2e/scripts/ensure-chromium.sh' \
  'pnpm install --frozen-lockfile && pnpm run lint && pnpm run typecheck'
# The build first: the end-to-end suite needs it (the default remotes file is then checked against the remotes
# just built, see README, "Remotes per environment").
timed sh -c 'pnpm run build && pnpm remotes:check --dist'
# Then the end-to-end suite beside the rest: the unit tests, then the API on PGlite, then on PostgreSQL. The suite
# spends most of its time waiting on the browser and its one portal (about half a core), so the API passes take two
# processes at a time and finish before it. The two sides share no ports (the API tests take free ones, the portal
# its fixed ones).
timed sh scripts/side-by-side.sh \
  'pnpm run test:e2e' \
  'pnpm run test:unit && API_TEST_CONCURRENCY=2 pnpm run test:api && API_TEST_CONCURRENCY=2 pnpm run test:api:postgres'
