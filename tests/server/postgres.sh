#!/bin/sh
# A throwaway PostgreSQL cluster for the server suite's PostgreSQL run (tests/CMakeLists.txt):
#   postgres.sh start DIR   makes one in DIR (initdb), listening only on a socket in DIR
#   postgres.sh stop DIR    stops it and removes DIR
# Debian's PostgreSQL server refuses to run as root: as root, the cluster is the postgres
# user's. Its superuser is "manqala", trusted on the socket; nothing listens on the network.
# fsync off: a test cluster need not survive a power cut, and the suite runs faster
# (MANQALA_PG_DURABLE=1 keeps PostgreSQL's durable defaults: the figures of make cluster).
set -eu
cmd=$1 dir=$2
bin=$(pg_config --bindir 2>/dev/null || ls -d /usr/lib/postgresql/*/bin | tail -n 1)
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case $cmd in
start)
  [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop > /dev/null 2>&1 || true
  rm -rf "$dir"
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U manqala --auth=trust --encoding=UTF8 --locale=C.UTF-8 > "$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log"; exit 1; }
  fast="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  [ "${MANQALA_PG_DURABLE:-}" = 1 ] && fast=""
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' $fast -c max_connections=300" \
    start > /dev/null || { cat "$dir/server.log"; exit 1; }
  # A database of its own for the load test on PostgreSQL (tests/CMakeLists.txt).
  as_owner "$bin/createdb" -h "$dir" -U manqala load_test
  echo "PostgreSQL for the tests: postgresql:///postgres?host=$dir&user=manqala"
  ;;
stop)
  [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null 2>&1 || true
  rm -rf "$dir"
  ;;
*)
  echo "usage: postgres.sh start|stop DIR" >&2
  exit 2
  ;;
esac
