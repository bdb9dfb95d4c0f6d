#!/bin/sh
# Playwright drives Debian's Chromium (browsers cannot be downloaded here): the suite its headless shell, which
# renders the same pages without the full browser's user interface (about a quarter less CPU per page), the
# back/forward cache test and the remotes check the full browser.
set -eu
here=$(dirname "$0")
sh "$here/../../scripts/ensure-debian-package.sh" chromium 'command -v chromium'
exec sh "$here/../../scripts/ensure-debian-package.sh" chromium-headless-shell 'test -x /usr/lib/chromium/chromium-headless-shell'
