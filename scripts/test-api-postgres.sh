#!/bin/sh
# Runs the API integration tests a second time, on a real PostgreSQL server:
# a throwaway cluster (Debian's postgresql, installed when missing) on a free
# loopback port, stopped and removed at the end even when the tests fail.
# With arguments, runs only those test files (paths relative to api/).
set -eu
cd "$(dirname "$0")/.."

sh scripts/ensure-postgresql.sh
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

CLUSTER=$(mktemp -d /tmp/portal-pg.XXXXXX)
[ "$(id -u)" -eq 0 ] && chown postgres "$CLUSTER"
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop_cluster() {
  as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER"
}
trap stop_cluster EXIT
trap 'exit 130' INT TERM

as_owner "$PG_BIN/initdb" -D "$CLUSTER/data" -U postgres -A trust -E UTF8 --no-instructions >/dev/null
# Durability is worthless for a throwaway cluster; turning it off makes the tests faster.
as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -w -l "$CLUSTER/server.log" \
  -o "-p $PORT -k $CLUSTER -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throwaway cluster in $CLUSTER)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# Backups on PostgreSQL run this cluster's own pg_dump (the client must not be older than the server).
export PG_BIN_DIR="$PG_BIN"
# The job runner's own two-pool test migrates the database it is given; the cluster's maintenance database serves.
export TEST_DATABASE_URL="$DATABASE_URL"
if [ "$#" -gt 0 ]; then
  # Some test files only (paths relative to api/), e.g. test/security/two-instances.test.ts
  (cd api && node test/run-tests.mjs "$@")
else
  pnpm --filter ./api run test
fi
