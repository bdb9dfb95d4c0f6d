#!/bin/sh
# The API's PostgreSQL test pass runs on a throwaway cluster of Debian's postgresql.
exec sh "$(dirname "$0")/ensure-debian-package.sh" postgresql 'ls -d /usr/lib/postgresql/*/bin'
