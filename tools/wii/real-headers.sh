#!/bin/sh
# native/wii compiled (syntax and types, no code) for 32-bit big-endian PowerPC against the real
# headers of libogc v2.14.1 and libfat v1.1.5, from checkouts of devkitPro/libogc and
# devkitPro/libfat: the check nearest to `make wii` that runs without devkitPPC. It catches what
# check-compile's list of names cannot: a field, a constant or a type that the real headers spell
# or shape otherwise. Needs gcc-powerpc-linux-gnu and libc6-dev-powerpc-cross from Debian's apt.
# Usage: tools/wii/real-headers.sh LIBOGC_CHECKOUT LIBFAT_CHECKOUT  (each a git clone with its tags)
set -eu
[ $# -eq 2 ] || { echo "usage: $0 LIBOGC_CHECKOUT LIBFAT_CHECKOUT" >&2; exit 2; }
command -v powerpc-linux-gnu-gcc >/dev/null || {
  echo "real-headers: powerpc-linux-gnu-gcc is missing (apt-get install gcc-powerpc-linux-gnu libc6-dev-powerpc-cross)" >&2
  exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$1" archive v2.14.1 gc | tar -x -C "$work"
mkdir -p "$work/fat"
git -C "$2" show v1.1.5:include/fat.h > "$work/fat/fat.h"
# Each library's Makefile writes its version header when it builds; their figures are the tags'.
printf '#ifndef __LIBFATVERSION_H__\n#define __LIBFATVERSION_H__\n#define _LIBFAT_MAJOR_ 1\n#define _LIBFAT_MINOR_ 1\n#define _LIBFAT_PATCH_ 5\n#endif\n' \
  > "$work/fat/libfatversion.h"
printf '#ifndef __LIBVERSION_H__\n#define __LIBVERSION_H__\n#define _V_MAJOR_ 2\n#define _V_MINOR_ 14\n#define _V_PATCH_ 1\n#define _V_STRING "libOGC Release 2.14.1"\n#endif\n' \
  > "$work/gc/ogc/libversion.h"
lua=$(pkg-config --cflags lua5.1 2>/dev/null || echo -I/usr/include/lua5.1)
failed=0
for debug in "" -DSENET_WII_DEBUG; do
  for source in native/wii/*.c; do
    # what devkitPPC's wii_rules define; the warnings of libogc's own headers are not ours
    if ! powerpc-linux-gnu-gcc -fsyntax-only -std=gnu11 -Wall -Wextra -Werror -DGEKKO -DHW_RVL -D__wii__ $debug \
      -isystem "$work/gc" -isystem "$work/fat" $lua -Inative/core -Inative/wii "$source"; then
      echo "real-headers: $source${debug:+ ($debug)} does not compile against libogc v2.14.1" >&2
      failed=1
    fi
  done
done
[ $failed -eq 0 ] && echo "real-headers: native/wii compiles against libogc v2.14.1 and libfat v1.1.5 (with and without SENET_WII_DEBUG)"
exit $failed
