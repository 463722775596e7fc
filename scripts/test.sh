#!/usr/bin/env bash
# The whole proof of a change: typecheck (and build), lint, then every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# The store and API tests run on Postgres too: a throwaway cluster unless one is given.
if [ -z "${QUIRE_TEST_POSTGRES_URL:-}" ]; then
  postgres_env="$(bash scripts/ensure-postgres.sh start)"
  export "${postgres_env%%$'\n'*}" "${postgres_env#*$'\n'}"
  trap 'bash scripts/ensure-postgres.sh stop "$QUIRE_TEST_POSTGRES_DIR"' EXIT
fi
echo "== typecheck and build"
npm run build --silent
npx tsc -p tsconfig.tests.json
echo "== lint"
npx eslint --max-warnings 0 .
npx prettier --check --log-level warn .
echo "== tests"
npx vitest run "$@"
