#!/usr/bin/env bash
# Every test of the project: lint and format, type check, dependency audit, build, then the unit,
# UI, server and browser suites. Installs Debian's Chromium for the browser suite when it is
# missing and we are root.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $chromium_path: install Debian's 'chromium' package" >&2
    echo "(sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

echo "== lint and format (biome)"
npx biome check .
echo "== type check (tsc)"
npx tsc --noEmit -p tsconfig.json
echo "== dependency audit (npm audit --omit=dev: a high or critical advisory fails)"
npx tsx scripts/audit.ts
echo "== build"
npx vite build
echo "== bundle budget"
npx tsx scripts/bundle-budget.ts
echo "== tests: unit, ui, server${DATABASE_URL:+ (PGlite and PostgreSQL)}, e2e"
npx vitest run "$@"
