#!/bin/sh
# `pnpm run load [-- options]`: against a staging deployment (--url … --accounts …) directly; otherwise on
# loopback, beside a throwaway PostgreSQL cluster that is removed at the end (see load.mjs, README "Load test").
set -eu
cd "$(dirname "$0")/../.."
case " $* " in
  *" --url "* | *" --url="*) exec node scripts/load/load.mjs "$@" ;;
esac
# Each simulated person's stream and each instance's pool hold connections: room for a large crowd.
MAX_CONNECTIONS=${MAX_CONNECTIONS:-300} exec sh scripts/with-postgresql.sh node scripts/load/load.mjs "$@"
