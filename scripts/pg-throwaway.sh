#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1 (temp dir, non-default port), runs the
# given command with TEST_DATABASE_URL pointing at it, then stops and removes the cluster.
# Usage: scripts/pg-throwaway.sh <command...>
set -euo pipefail
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
PORT="${PGPORT_THROWAWAY:-55432}"
if [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $PGBIN (apt-get install postgresql-15)." >&2
  exit 1
fi
DIR=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
export PG_THROWAWAY_DIR="$DIR" PG_THROWAWAY_BIN="$PGBIN"
"$@"
