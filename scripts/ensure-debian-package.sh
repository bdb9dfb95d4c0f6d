#!/bin/sh
# Installs one of Debian's packages unless a check finds it already there:
#   ensure-debian-package.sh <package> '<shell check that succeeds once it is installed>'
set -eu
package=$1
check=$2
if sh -c "$check" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Debian's $package is missing: run 'sudo apt-get install -y $package' and try again." >&2
  exit 1
fi
echo "Installing Debian's $package..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
