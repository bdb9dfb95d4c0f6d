#!/bin/sh
# Installs the workspace's package manager on a machine that only has Node and npm.
set -eu
PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION..."
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION"
fi
