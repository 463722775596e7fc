#!/usr/bin/env bash
# The whole proof of a change: typecheck (and build), lint, then every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== typecheck and build"
npm run build --silent
npx tsc -p tsconfig.tests.json
echo "== lint"
npx eslint --max-warnings 0 .
echo "== tests"
npx vitest run "$@"
