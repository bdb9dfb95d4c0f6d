#!/bin/sh
# One command: install, build and start the whole portal on loopback.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm run build
exec pnpm run start
