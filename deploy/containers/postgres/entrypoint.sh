#!/bin/sh
# First start on an empty PGDATA: initdb with the superuser and password given, the database, remote logins
# by password. Then PostgreSQL in the foreground (PID 1), with the command's own -c settings.
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > "$pwfile"
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 > /dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  # Socket only while the database is made, so a health check over TCP does not pass too early.
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start > /dev/null
  if [ "$POSTGRES_DB" != postgres ]; then psql -q -U "$POSTGRES_USER" -d postgres -c "CREATE DATABASE \"$POSTGRES_DB\""; fi
  pg_ctl -D "$PGDATA" -m fast -w stop > /dev/null
fi
[ "${1:-}" = postgres ] && shift
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
