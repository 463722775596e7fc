#!/usr/bin/env bash
# A throwaway Postgres for the test run, so that the store and API tests run on Postgres as well
# as SQLite. Installs Debian's postgresql when it is missing (as root, like ensure-chromium.sh),
# starts a cluster in a temporary folder, listening on loopback only, and prints two lines for
# the caller to export:
#   QUIRE_TEST_POSTGRES_URL=postgres://quire@127.0.0.1:<port>/postgres
#   QUIRE_TEST_POSTGRES_DIR=<the cluster's folder>
# `ensure-postgres.sh stop <dir>` stops that cluster and deletes its folder.
# Postgres refuses to run as root: as root the cluster belongs to the postgres user.
set -euo pipefail

log() { echo "$@" >&2; }

find_bindir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; fi
}

install_postgres() {
  if [ "$(id -u)" != "0" ]; then
    log "postgresql is missing; install Debian's postgresql package (apt-get install postgresql)"
    exit 1
  fi
  log "== installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  # Only the binaries: no system-wide cluster that would start on every boot.
  mkdir -p /etc/postgresql-common
  [ -e /etc/postgresql-common/createcluster.conf ] || echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf
  apt-get update -qq </dev/null
  apt-get install -y -qq postgresql </dev/null >/dev/null
}

# Runs a command as the cluster's owner: the postgres user when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  local bindir dir port
  bindir="$(find_bindir)"
  if [ -z "$bindir" ]; then install_postgres; bindir="$(find_bindir)"; fi
  dir="$(mktemp -d "${TMPDIR:-/tmp}/quire-postgres.XXXXXX")"
  chmod 755 "$dir"
  if [ "$(id -u)" = "0" ]; then as_owner true; chown postgres "$dir"; fi
  port="$(free_port)"
  as_owner "$bindir/initdb" -D "$dir/data" -U quire --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  # Loopback only, socket in the cluster's folder, no fsync: it is thrown away after the run.
  as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  echo "QUIRE_TEST_POSTGRES_URL=postgres://quire@127.0.0.1:$port/postgres"
  echo "QUIRE_TEST_POSTGRES_DIR=$dir"
}

stop() {
  local dir="${1:?usage: ensure-postgres.sh stop <dir>}" bindir
  bindir="$(find_bindir)"
  if [ -d "$dir/data" ]; then as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$dir"
}

case "${1:-start}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) log "usage: ensure-postgres.sh [start | stop <dir>]"; exit 2 ;;
esac
