#!/bin/sh
# The task mailbox is tested against Debian's Dovecot, and `npm run portal` serves its demo mailbox with it.
set -eu
if [ -x /usr/sbin/dovecot ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Debian's dovecot-imapd is missing: run 'sudo apt-get install -y dovecot-imapd' and try again." >&2
  exit 1
fi
echo "Installing Debian's dovecot-imapd..."
apt-get update -qq
# The package would start a system-wide Dovecot; the tests and the portal start their own, unprivileged.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd >/dev/null
