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
# Two stages of two jobs that share no ports (the API tests take free ones, each share of the end-to-end
# suite its portal's fixed ones, see e2e/scripts/run-in-two-shares.sh).
# Stage 1 keeps both cores busy: the PGlite pass (two test processes at a time) beside the build, which the
# end-to-end tests need (the default remotes file is then checked against the remotes just built, see README,
# "Remotes per environment"), and the unit tests.
# Stage 2 mostly waits: the end-to-end suite on the browsers and portals, the PostgreSQL pass on its server. Nothing
# that needs a core goes beside them: the accessibility sweep's axe runs in the pages, and with the unit tests
# beside it the admin's sweep took 5.9 minutes.
timed sh scripts/side-by-side.sh 'API_TEST_CONCURRENCY=2 pnpm run test:api' 'pnpm run build && pnpm remotes:check --dist && pnpm run test:unit'
timed sh scripts/side-by-side.sh 'API_TEST_CONCURRENCY=2 pnpm run test:api:postgres' 'pnpm run test:e2e'
