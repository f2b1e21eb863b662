#!/usr/bin/env bash
# Installs the tools Kiln needs to build programs (clang-19, Boehm GC), and gdb for the test of
# debug info, when they are missing.
# Idempotent: a machine that has them already is left alone and this prints nothing.
set -euo pipefail

missing=()
if ! command -v clang-19 >/dev/null 2>&1; then
  # Any clang of version 15 or newer will do (the driver accepts it); prefer Debian's clang-19.
  ok=0
  if command -v clang >/dev/null 2>&1; then
    v=$(clang --version | sed -n 's/.*clang version \([0-9][0-9]*\).*/\1/p' | head -1)
    [ -n "$v" ] && [ "$v" -ge 15 ] && ok=1
  fi
  [ "$ok" = 1 ] || missing+=(clang-19)
fi
if [ ! -f /usr/include/gc.h ] && [ ! -f /usr/include/gc/gc.h ]; then
  missing+=(libgc-dev)
fi
if ! command -v gdb >/dev/null 2>&1; then
  missing+=(gdb)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]} from Debian" >&2
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "setup: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done" >&2
