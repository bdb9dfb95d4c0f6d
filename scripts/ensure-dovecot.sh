#!/bin/sh
# The task mailbox is tested against Debian's Dovecot, and `npm run portal` serves its demo mailbox with it.
# The package would start a system-wide Dovecot; the tests and the portal start their own, unprivileged.
exec sh "$(dirname "$0")/ensure-debian-package.sh" dovecot-imapd 'test -x /usr/sbin/dovecot'
