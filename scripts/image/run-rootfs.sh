#!/usr/bin/env bash
# Runs the Atelier image's command from the image's own files, as a container would, where no
# container runtime can start one (crun and runc are refused setrlimit on some machines):
#   - the image's root filesystem (podman image mount), mounted read-only;
#   - DATA_DIR (the image's /app/data) the one writable place, bound from a folder of this machine;
#   - the image's ENV, WorkingDir, User and CMD, read from the image; the network is the machine's.
# The mounts live in a mount namespace of their own and vanish with the process. The process keeps
# this script's PID (every step execs), so a signal to it reaches the server itself (kill -9 too).
#
# Usage: run-rootfs.sh IMAGE DATA_DIR [--bind SRC:DEST]... [NAME=VALUE]...
#   --bind SRC:DEST  binds a folder of this machine read-only over DEST inside the image (a test
#                    puts a newer migrations folder in place this way).
#   NAME=VALUE       added to (or replacing) the image's environment.
# Needs root (mount namespaces, chroot), podman, util-linux (unshare) and coreutils (chroot).
set -euo pipefail

image="${1:?usage: run-rootfs.sh IMAGE DATA_DIR [--bind SRC:DEST]... [NAME=VALUE]...}"
data="${2:?usage: run-rootfs.sh IMAGE DATA_DIR [--bind SRC:DEST]... [NAME=VALUE]...}"
shift 2
binds=()
envs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bind) binds+=("$2"); shift 2 ;;
    *=*) envs+=("$1"); shift ;;
    *) echo "run-rootfs.sh: unexpected argument $1" >&2; exit 2 ;;
  esac
done

rootfs="$(podman image mount "$image")"
inspect() { podman image inspect --format "$1" "$image"; }
workdir="$(inspect '{{.Config.WorkingDir}}')"
user="$(inspect '{{.Config.User}}')"
mapfile -t image_env < <(inspect '{{range .Config.Env}}{{println .}}{{end}}' | sed '/^$/d')
mapfile -t cmd < <(inspect '{{range .Config.Cmd}}{{println .}}{{end}}' | sed '/^$/d')
# The image's DATA_DIR, where the writable folder goes.
image_data="$(printf '%s\n' "${image_env[@]}" | sed -n 's/^DATA_DIR=//p')"
image_data="${image_data:-/app/data}"
# USER names a user of the image: its uid and gid come from the image's own passwd file.
uid="$(awk -F: -v u="${user:-root}" '$1 == u || $3 == u { print $3 ":" $4; exit }' "$rootfs/etc/passwd")"
if [ -z "$uid" ] || [ "${uid%%:*}" = 0 ]; then
  echo "run-rootfs.sh: the image's USER (${user:-none}) is root or unknown; refusing to run it" >&2
  exit 1
fi
mnt=/run/atelier-rootfs
mkdir -p "$mnt"

# Inside the new mount namespace: the read-only root, the writable data folder, /proc and /dev,
# the extra binds, then the image's command as its user, with only the image's environment.
setup='
set -e
mnt="$1"; rootfs="$2"; data="$3"; image_data="$4"; uid="$5"; workdir="$6"; nbinds="$7"; shift 7
mount --bind "$rootfs" "$mnt"
mount -o remount,bind,ro "$mnt"
mount --bind "$data" "$mnt$image_data"
mount -t proc proc "$mnt/proc"
mount --rbind /dev "$mnt/dev"
i=0
while [ "$i" -lt "$nbinds" ]; do
  src="${1%%:*}"; dest="${1#*:}"; shift; i=$((i + 1))
  mount --bind "$src" "$mnt$dest"
  mount -o remount,bind,ro "$mnt$dest"
done
exec chroot --userspec="$uid" "$mnt" /usr/bin/env -i -C "$workdir" "$@"
'
exec unshare --mount --propagation private -- bash -c "$setup" run-rootfs \
  "$mnt" "$rootfs" "$data" "$image_data" "$uid" "${workdir:-/}" "${#binds[@]}" "${binds[@]}" \
  "${image_env[@]}" "${envs[@]}" "${cmd[@]}"
