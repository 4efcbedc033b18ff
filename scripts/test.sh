#!/usr/bin/env bash
# Every test of the project: lint, format and import rules, type check, dependency audit, build,
# then the unit, UI, server and browser suites. The browser suite runs in Debian's Chromium,
# Firefox ESR and WebKitGTK (its WebDriver, under a virtual X display): as root on Debian,
# whichever is missing is installed first.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null || missing+=(xvfb)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]} for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The browser tests need Debian's ${missing[*]}: install them" >&2
    echo "(sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH, FIREFOX_PATH or WEBKIT_DRIVER_PATH." >&2
    exit 1
  fi
fi

echo "== lint and format (biome), import rules (dependency-cruiser; see .dependency-cruiser.cjs)"
npm run --silent lint
echo "== type check (tsc)"
npx tsc --noEmit -p tsconfig.json
echo "== dependency audit (npm audit --omit=dev: a high or critical advisory fails)"
npx tsx scripts/audit.ts
echo "== build"
npx vite build
echo "== bundle budget"
npx tsx scripts/bundle-budget.ts
# Two runs: the in-process suites spread over every core (Vitest keeps one core back by default,
# which on a 2-core machine runs them one file at a time); the browser suite alone after them, so
# its timing-sensitive journeys never share the CPU with them.
echo "== tests: unit, ui, server${DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run --project unit --project ui --project server \
  --maxWorkers="$(node -p 'require("node:os").availableParallelism()')" --passWithNoTests "$@"
# The browser suite runs two files at a time (vite.config.ts), but for the three-engine journeys,
# which run alone after it: WebKit's driver under a virtual display is the most sensitive to a
# busy machine (it hung once in a parallel run; never alone).
echo "== tests: e2e (the browser suite)"
npx vitest run --project e2e --exclude tests/e2e/cross-engine.test.ts --passWithNoTests "$@"
echo "== tests: e2e, the journeys in Chromium, Firefox and WebKit"
npx vitest run --project e2e tests/e2e/cross-engine.test.ts --passWithNoTests "$@"
