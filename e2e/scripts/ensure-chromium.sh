#!/bin/sh
# Playwright drives Debian's Chromium (browsers cannot be downloaded here).
exec sh "$(dirname "$0")/../../scripts/ensure-debian-package.sh" chromium 'command -v chromium'
