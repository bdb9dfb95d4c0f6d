#!/bin/sh
# Runs each argument as a shell command at the same time, each with its own
# log, then prints the logs one after the other (never interleaved), each with
# how long it took, and fails when any command failed. For independent test
# passes that share no ports.
set -u
LOGS=$(mktemp -d /tmp/portal-side-by-side.XXXXXX)
trap 'rm -rf "$LOGS"' EXIT
i=0
for command in "$@"; do
  i=$((i + 1))
  printf '%s\n' "$command" >"$LOGS/$i.command"
  (
    started=$(date +%s)
    if sh -c "$command" >"$LOGS/$i.log" 2>&1; then status=0; else status=$?; fi
    echo $(($(date +%s) - started)) >"$LOGS/$i.seconds"
    exit "$status"
  ) &
  echo $! >"$LOGS/$i.pid"
done
failed=0
j=0
while [ "$j" -lt "$i" ]; do
  j=$((j + 1))
  if wait "$(cat "$LOGS/$j.pid")"; then status=0; else status=$?; fi
  echo "=== $(cat "$LOGS/$j.command") (exit $status, $(cat "$LOGS/$j.seconds") s)"
  cat "$LOGS/$j.log"
  [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
