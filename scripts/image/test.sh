#!/usr/bin/env bash
# npm run test:image: builds the Dockerfile and proves the image starts and answers, on the
# embedded database with no settings and on PostgreSQL with DATABASE_URL, as its unprivileged
# user, with the root filesystem read-only and DATA_DIR the one writable folder. Prints its size.
#
# Needs root and Debian's podman, debootstrap and util-linux (apt-get install podman debootstrap);
# PostgreSQL on IMAGE_TEST_PG (default postgres://postgres@127.0.0.1:5432/postgres), where it
# makes and drops a database of its own. Without a registry the base image is made locally
# (scripts/image/base.sh); containers are run from the image's files (scripts/image/run-rootfs.sh)
# since crun/runc may be refused setrlimit. Ports: ATELIER_IMAGE_PORT (default 8510).
# Leaves the image as ATELIER_IMAGE (default localhost/atelier:test) for npm run test:deploy.
set -euo pipefail
cd "$(dirname "$0")/../.."

IMAGE="${ATELIER_IMAGE:-localhost/atelier:test}"
PORT="${ATELIER_IMAGE_PORT:-8510}"
PG_SERVER="${IMAGE_TEST_PG:-postgres://postgres@127.0.0.1:5432/postgres}"
DB_PREFIX="${IMAGE_TEST_DB_PREFIX:-atelier_image}"
here="$(pwd)"
work="$(mktemp -d /tmp/atelier-image-test.XXXXXX)"
server_pid=""
scratch_db=""

cleanup() {
  [ -n "$server_pid" ] && kill -9 "$server_pid" 2>/dev/null || true
  [ -n "$scratch_db" ] && psql "$PG_SERVER" -qc "drop database if exists $scratch_db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  [ -f "$work/server.log" ] && { echo "--- server output ---" >&2; tail -n 60 "$work/server.log" >&2; }
  exit 1
}

[ "$(id -u)" = 0 ] || fail "needs root (podman build, mount namespaces, chroot)"
for tool in podman debootstrap unshare chroot nsenter curl psql; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install podman debootstrap util-linux curl postgresql-client)"
done

echo "== base image (no registry needed)"
bash scripts/image/base.sh

echo "== podman build"
build_args=(--isolation=chroot --network=host --pull=never --format docker -t "$IMAGE")
# A network that inspects TLS: npm inside the build trusts what this machine trusts.
[ -s /etc/ssl/certs/ca-certificates.crt ] && build_args+=(--secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt)
started=$(date +%s)
podman build "${build_args[@]}" . >"$work/build.log" 2>&1 || { tail -n 60 "$work/build.log" >&2; fail "podman build failed"; }
size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
echo "image $IMAGE built in $(( $(date +%s) - started )) s; size $(( size / 1024 / 1024 )) MB ($size bytes)"
echo "image user: $(podman image inspect --format '{{.Config.User}}' "$IMAGE"), node $(podman image inspect --format '{{range .Config.Env}}{{println .}}{{end}}' "$IMAGE" | sed -n 's/^NODE_VERSION=//p')"

# start NAME ENV...: runs the image's command on PORT with a fresh DATA_DIR, waits for /readyz.
start() {
  local name="$1"
  shift
  data="$work/data-$name"
  mkdir -p "$data"
  chown 1000:1000 "$data"
  bash scripts/image/run-rootfs.sh "$IMAGE" "$data" PORT="$PORT" "$@" >"$work/server.log" 2>&1 &
  server_pid=$!
  local deadline=$(( $(date +%s) + 180 ))
  until curl -fsS "http://127.0.0.1:$PORT/readyz" >"$work/readyz" 2>/dev/null; do
    kill -0 "$server_pid" 2>/dev/null || fail "$name: the server exited before it was ready"
    [ "$(date +%s)" -lt "$deadline" ] || fail "$name: /readyz did not answer within 180 s"
    sleep 1
  done
  echo "$name: /readyz $(cat "$work/readyz")"
}

# checks NAME: a page, an API answer, the user, the read-only root, then a clean SIGTERM.
checks() {
  local name="$1"
  local page
  page=$(curl -fsS -o "$work/page.html" -w '%{http_code} %{size_download}' "http://127.0.0.1:$PORT/")
  grep -q '<html' "$work/page.html" || fail "$name: / is not a page"
  grep -qi 'atelier' "$work/page.html" || fail "$name: / does not name the shop"
  echo "$name: GET / -> $page bytes of HTML"
  local api
  api=$(curl -fsS "http://127.0.0.1:$PORT/api/category/categories") || fail "$name: GET /api/category/categories failed"
  node -e '
    const body = JSON.parse(process.argv[1]);
    const list = Array.isArray(body) ? body : Object.values(body).find(Array.isArray) ?? [];
    if (list.length === 0) process.exit(1);
    console.log(process.argv[2] + ": GET /api/category/categories -> JSON, " + list.length + " categories");
  ' "$api" "$name" || fail "$name: GET /api/category/categories answered no categories: ${api:0:300}"
  local uid gid
  uid=$(awk '/^Uid:/ { print $2 }' "/proc/$server_pid/status")
  gid=$(awk '/^Gid:/ { print $2 }' "/proc/$server_pid/status")
  [ "$uid" = 1000 ] && [ "$gid" = 1000 ] || fail "$name: the server runs as uid $uid gid $gid, not the node user (1000)"
  echo "$name: server process $server_pid runs as uid $uid gid $gid ($(awk -F: '$3 == 1000 { print $1 }' "$(podman image mount "$IMAGE")/etc/passwd"))"
  nsenter -t "$server_pid" -m -r --wd=/ -S 1000 -G 1000 sh -c 'touch /app/probe' 2>/dev/null && fail "$name: /app is writable"
  nsenter -t "$server_pid" -m -r --wd=/ -S 1000 -G 1000 sh -c 'touch /app/data/probe && rm /app/data/probe' || fail "$name: DATA_DIR is not writable"
  echo "$name: root filesystem read-only, DATA_DIR writable"
  kill -TERM "$server_pid"
  wait "$server_pid" || fail "$name: the server did not exit cleanly on SIGTERM"
  server_pid=""
  grep -q 'drained: bye' "$work/server.log" || fail "$name: no clean shutdown in the log"
  echo "$name: SIGTERM -> drained and exited 0"
}

echo "== PGlite, no settings"
start pglite
checks pglite
for w in 'PUBLIC_URL is not set' 'SMTP_URL is not set' 'STRIPE_SECRET_KEY is not set' 'JWT_SECRET is not set'; do
  n=$(grep -c "$w" "$work/server.log" || true)
  [ "$n" = 1 ] || fail "pglite: the warning '$w' was said $n times, not once"
done
echo "pglite: production warnings said once each: $(grep -o '"msg":"[A-Z_]* is not set' "$work/server.log" | sed 's/"msg":"//; s/ is not set//' | tr '\n' ' ')"

echo "== PostgreSQL (DATABASE_URL)"
scratch_db="${DB_PREFIX}_$(date +%s)_$$"
psql "$PG_SERVER" -qc "create database $scratch_db" || fail "cannot create a database on $PG_SERVER"
pg_url="${PG_SERVER%/*}/$scratch_db"
start postgres DATABASE_URL="$pg_url" JWT_SECRET="$(head -c 48 /dev/urandom | base64)" PUBLIC_URL="http://127.0.0.1:$PORT"
checks postgres
tables=$(psql "$pg_url" -tAc "select count(*) from information_schema.tables where table_schema = 'public'")
echo "postgres: the image migrated $pg_url's database: $tables tables"

echo "image test passed: $IMAGE ($(( size / 1024 / 1024 )) MB) starts on PGlite and on PostgreSQL, as uid 1000, read-only but DATA_DIR"
