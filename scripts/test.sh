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
echo "== typecheck the tests, and lint"
# Three single-threaded checks: side by side they take the time of the longest, not of all three. Each one's
# output is printed whole once all have ended, in this order, and any that failed fails the run.
checks="$(mktemp -d)"
names=()
check() {
  local name="$1"
  shift
  names+=("$name")
  ("$@" >"$checks/$name.log" 2>&1 && echo 0 >"$checks/$name.rc" || echo 1 >"$checks/$name.rc") &
}
check "tsc -p tsconfig.tests.json" npx tsc -p tsconfig.tests.json
check "eslint" npx eslint --max-warnings 0 .
check "prettier --check" npx prettier --check --log-level warn .
wait
failed=0
for name in "${names[@]}"; do
  cat "$checks/$name.log"
  if [ "$(cat "$checks/$name.rc")" != 0 ]; then
    echo "== $name failed"
    failed=1
  fi
done
rm -rf "$checks"
[ "$failed" = 0 ]
echo "== tests"
npx vitest run "$@"
