#!/bin/sh
# Runs the API integration tests a second time, on a real PostgreSQL server (a throwaway cluster, see
# with-postgresql.sh), then the failover tests of the whole deployment (two API instances behind the
# shell's server: scripts/load/*.test.mjs). With arguments, runs only those API test files (paths
# relative to api/).
set -eu
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--in-cluster" ]; then
  shift
  # The job runner's own two-pool test migrates the database it is given; the cluster's maintenance database serves.
  export TEST_DATABASE_URL="$DATABASE_URL"
  if [ "$#" -gt 0 ]; then
    # Some test files only (paths relative to api/), e.g. test/security/two-instances.test.ts
    cd api && exec node test/run-tests.mjs "$@"
  fi
  pnpm --filter ./api run test
  # Last: they restart the cluster, which no other test may see.
  exec node --test scripts/load/
fi
exec sh scripts/with-postgresql.sh sh scripts/test-api-postgres.sh --in-cluster "$@"
