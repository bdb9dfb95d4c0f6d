#!/bin/sh
# Runs a command beside a throwaway PostgreSQL cluster (Debian's postgresql, installed when missing) on a
# free loopback port, stopped and removed at the end even when the command fails. The command gets
# DATABASE_URL (the cluster's maintenance database), PG_BIN_DIR (this cluster's own programs, pg_dump
# included) and PG_DATA_DIR: `pg_ctl -D "$PG_DATA_DIR" start` starts it again as it was, as the
# database-restart tests do. PG_SOCKET_DIR is the folder of its Unix socket, for clients on this machine.
# MAX_CONNECTIONS (200) sizes it.
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
# The settings live in the cluster's own configuration, so a restart brings it back on the same port.
# Durability is worthless for a throwaway cluster; turning it off makes the tests faster.
cat >>"$CLUSTER/data/postgresql.conf" <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$CLUSTER'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = ${MAX_CONNECTIONS:-200}
CONF
as_owner "$PG_BIN/pg_ctl" -D "$CLUSTER/data" -w -l "$CLUSTER/server.log" start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throwaway cluster in $CLUSTER)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export PG_BIN_DIR="$PG_BIN"
export PG_DATA_DIR="$CLUSTER/data"
export PG_SOCKET_DIR="$CLUSTER"
"$@"
