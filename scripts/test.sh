#!/usr/bin/env bash
# The whole test command: install what is needed on a fresh Debian machine, then lint, typecheck,
# unit + integration tests, build, and e2e with JavaScript on and off.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# npm install (not npm ci): see ../shared/STACK.md on npm ci and rollup's optional packages.
npm install --no-audit --no-fund

echo "== lint (eslint, prettier, knip)"; npm run lint
echo "== typecheck"; npm run typecheck
echo "== build"; npm run build
echo "== unit and integration"; npx vitest run
echo "== e2e (JavaScript on and off)"; npx playwright test
