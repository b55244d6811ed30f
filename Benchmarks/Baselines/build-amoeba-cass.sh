#!/usr/bin/env bash
# Builds amoeba-cass (the amoeba C baseline for .cass files) against the vendored
# single-header amoeba in amoeba/ (upstream commit and the one patch: amoeba/UPSTREAM.md).
#
#   build-amoeba-cass.sh [OUTPUT]      # default OUTPUT: ${TMPDIR:-/tmp}/amoeba-cass
#
# Environment: CC (default cc) and CFLAGS (default -std=c11 -O2 -DNDEBUG, the C
# counterpart of the kiwi build's -std=c++17 -O2 -DNDEBUG) pick the compiler;
# AMOEBA_DIR (default amoeba/ next to this script) holds the amoeba.h to use
# (a folder holding the unpatched file, to build against upstream).  amoeba-cass.c itself defines AM_USE_DOUBLE
# (amoeba's default am_Num is float) and AM_STATIC_API.  Nothing is fetched: the header
# is vendored so that the baseline builds offline.
# Idempotent: it does nothing when OUTPUT is newer than amoeba-cass.c, amoeba.h and this script.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-${TMPDIR:-/tmp}/amoeba-cass}"
src="$here/amoeba-cass.c"
amoeba_dir="${AMOEBA_DIR:-$here/amoeba}"
hdr="$amoeba_dir/amoeba.h"
CC="${CC:-cc}"
CFLAGS="${CFLAGS:--std=c11 -O2 -DNDEBUG}"

test -f "$hdr" || { echo "missing $hdr (vendored amoeba)" >&2; exit 1; }

if [ -x "$out" ] && [ "$out" -nt "$src" ] && [ "$out" -nt "$hdr" ] && [ "$out" -nt "${BASH_SOURCE[0]}" ]; then
    exit 0
fi

mkdir -p "$(dirname "$out")"
# shellcheck disable=SC2086
"$CC" $CFLAGS -Wall -Wextra -I"$amoeba_dir" "$src" -o "$out.tmp.$$" -lm
mv -f "$out.tmp.$$" "$out"
echo "built $out" >&2
