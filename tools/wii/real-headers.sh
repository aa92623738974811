#!/bin/sh
# native/wii and native/core compiled (syntax and types, no code) for 32-bit big-endian PowerPC
# against the real headers of libogc v2.14.1 and libfat v1.1.5, from checkouts of devkitPro/libogc
# and devkitPro/libfat: the check nearest to `make wii` that runs without devkitPPC. It catches
# what check-compile's list of names cannot: a field, a constant or a type that the real headers
# spell or shape otherwise. Each file is compiled as native/wii/Makefile does (gnu11) and as C23,
# gcc 15's default, with what gcc 14 and 15 make errors (implicit declarations, incompatible
# pointers, int conversions) and old-style prototypes, `char` unsigned as on PowerPC, with and
# without SENET_WII_DEBUG. Needs gcc-powerpc-linux-gnu, libc6-dev-powerpc-cross and liblua5.1-0-dev
# from Debian's apt.
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
mkdir -p "$work/fat" "$work/lua"
git -C "$2" show v1.1.5:include/fat.h > "$work/fat/fat.h"
# Each library's Makefile writes its version header when it builds; their figures are the tags'.
printf '#ifndef __LIBFATVERSION_H__\n#define __LIBFATVERSION_H__\n#define _LIBFAT_MAJOR_ 1\n#define _LIBFAT_MINOR_ 1\n#define _LIBFAT_PATCH_ 5\n#endif\n' \
  > "$work/fat/libfatversion.h"
printf '#ifndef __LIBVERSION_H__\n#define __LIBVERSION_H__\n#define _V_MAJOR_ 2\n#define _V_MINOR_ 14\n#define _V_PATCH_ 1\n#define _V_STRING "libOGC Release 2.14.1"\n#endif\n' \
  > "$work/gc/ogc/libversion.h"
# Debian's luaconf.h includes a header that names the host's triplet; any triplet does here.
printf '#define DEB_HOST_MULTIARCH "powerpc-linux-gnu"\n' > "$work/lua/lua5.1-deb-multiarch.h"
failed=0
for std in gnu11 gnu2x; do
  for debug in "" -DSENET_WII_DEBUG; do
    for source in native/wii/*.c native/core/*.c; do
      # what devkitPPC's wii_rules and native/wii/Makefile define; libogc's own headers' warnings are not ours
      if ! powerpc-linux-gnu-gcc -fsyntax-only -std=$std -Wall -Wextra -Werror -Wstrict-prototypes -Wold-style-definition \
        -Werror=implicit-function-declaration -Werror=incompatible-pointer-types -Werror=int-conversion -funsigned-char \
        -DGEKKO -DHW_RVL -D__wii__ -DSENET_WII $debug -isystem "$work/gc" -isystem "$work/fat" -I/usr/include/lua5.1 \
        -isystem "$work/lua" -Inative/core -Inative/wii "$source"; then
        echo "real-headers: $source (-std=$std${debug:+ $debug}) does not compile against libogc v2.14.1" >&2
        failed=1
      fi
    done
  done
done
[ $failed -eq 0 ] && echo "real-headers: native/wii and native/core compile against libogc v2.14.1 and libfat v1.1.5 (gnu11 and C23, with and without SENET_WII_DEBUG)"
exit $failed
