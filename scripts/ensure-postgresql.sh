#!/bin/sh
# The API's PostgreSQL test pass runs on a throwaway cluster of Debian's postgresql, installed when missing.
set -eu
if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Debian's postgresql is missing: run 'sudo apt-get install -y postgresql' and try again." >&2
  exit 1
fi
echo "Installing Debian's postgresql..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
