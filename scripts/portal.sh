#!/bin/sh
# One command: install, build and start the whole portal on loopback.
set -eu
cd "$(dirname "$0")/.."
sh scripts/ensure-pnpm.sh
# The demo mailbox needs Debian's Dovecot; without it (no root, no apt) the portal runs with the mailbox off.
sh scripts/ensure-dovecot.sh || echo "The demo task mailbox stays off: install dovecot-imapd to try it."
pnpm install --frozen-lockfile
pnpm run build
exec pnpm run start
