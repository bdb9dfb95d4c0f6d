#!/bin/sh
# Runs each argument as a shell command at the same time, each with its own
# log, then prints the logs one after the other (never interleaved), each with
# how long it took and the CPU time it used, and fails when any command failed. For independent test
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
    # The CPU time of the command and everything it waited for: which job would gain from the other core.
    # (`times` into a file: in a pipe it would run in a child of its own, which has waited for nothing.)
    times >"$LOGS/$i.times"
    awk 'NR == 2 { total = 0; for (k = 1; k <= 2; k++) { split($k, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2] } printf "%d\n", total }' "$LOGS/$i.times" >"$LOGS/$i.cpu"
    exit "$status"
  ) &
  echo $! >"$LOGS/$i.pid"
done
failed=0
j=0
while [ "$j" -lt "$i" ]; do
  j=$((j + 1))
  if wait "$(cat "$LOGS/$j.pid")"; then status=0; else status=$?; fi
  echo "=== $(cat "$LOGS/$j.command") (exit $status, $(cat "$LOGS/$j.seconds") s, CPU $(cat "$LOGS/$j.cpu") s)"
  cat "$LOGS/$j.log"
  [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
