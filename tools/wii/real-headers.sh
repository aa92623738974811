#!/bin/sh
# native/wii and native/core compiled (syntax and types, no code) for 32-bit big-endian PowerPC
# against the real headers of both branches the Wii build is known to work with: libogc v2.14.1
# with libfat v1.1.5, and libogc v3.1.0 with libfat-ogc 2.1.0 (devkitPro/libdvm v2.1.0), from
# git repositories of devkitPro/libogc, devkitPro/libfat and devkitPro/libdvm: the check nearest
# to `make wii` that runs without devkitPPC. It catches what check-compile's list of names cannot:
# a field, a constant or a type that the real headers spell or shape otherwise. Each file is
# compiled as native/wii/Makefile does (gnu11) and as C23, gcc 15's default, with what gcc 14 and
# 15 make errors (implicit declarations, incompatible pointers, int conversions) and old-style
# prototypes, `char` unsigned as on PowerPC, with and without SENET_WII_DEBUG. Needs
# gcc-powerpc-linux-gnu, libc6-dev-powerpc-cross and liblua5.1-0-dev from Debian's apt.
# Usage: tools/wii/real-headers.sh LIBOGC_GIT LIBFAT_GIT LIBDVM_GIT  (each a git repository with its tags)
set -eu
[ $# -eq 3 ] || { echo "usage: $0 LIBOGC_GIT LIBFAT_GIT LIBDVM_GIT" >&2; exit 2; }
command -v powerpc-linux-gnu-gcc >/dev/null || {
  echo "real-headers: powerpc-linux-gnu-gcc is missing (apt-get install gcc-powerpc-linux-gnu libc6-dev-powerpc-cross)" >&2
  exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# $1 folder, $2 libogc tag, $3 major, $4 minor, $5 patch: libogc's headers, and the version header
# its build writes (the figures are the tag's).
libogc_headers() {
  mkdir -p "$1"
  git -C "$LIBOGC" archive "$2" gc | tar -x -C "$1"
  printf '#ifndef __LIBVERSION_H__\n#define __LIBVERSION_H__\n#define _V_MAJOR_ %s\n#define _V_MINOR_ %s\n#define _V_PATCH_ %s\n#define _V_STRING "libOGC Release %s.%s.%s"\n#define _V_DATE_ __DATE__\n#endif\n' \
    "$3" "$4" "$5" "$3" "$4" "$5" > "$1/gc/ogc/libversion.h"
  mkdir -p "$1/fat"
}
LIBOGC=$1
libogc_headers "$work/2" v2.14.1 2 14 1
git -C "$2" show v1.1.5:include/fat.h > "$work/2/fat/fat.h"
printf '#ifndef __LIBFATVERSION_H__\n#define __LIBFATVERSION_H__\n#define _LIBFAT_MAJOR_ 1\n#define _LIBFAT_MINOR_ 1\n#define _LIBFAT_PATCH_ 5\n#endif\n' \
  > "$work/2/fat/libfatversion.h"
libogc_headers "$work/3" v3.1.0 3 1 0
git -C "$3" show v2.1.0:include/fat.h > "$work/3/fat/fat.h"
git -C "$3" show v2.1.0:include/dvm.h > "$work/3/fat/dvm.h"
# dvm.h includes devkitPro newlib's sys/iosupport.h for the devoptab_t it names by pointer only.
mkdir -p "$work/3/fat/sys"
printf '#pragma once\ntypedef struct _devoptab_t devoptab_t;\n' > "$work/3/fat/sys/iosupport.h"
# Debian's luaconf.h includes a header that names the host's triplet; any triplet does here.
mkdir -p "$work/lua"
printf '#define DEB_HOST_MULTIARCH "powerpc-linux-gnu"\n' > "$work/lua/lua5.1-deb-multiarch.h"
failed=0
for branch in 2 3; do
  [ $branch = 2 ] && label="libogc v2.14.1 and libfat v1.1.5" || label="libogc v3.1.0 and libfat-ogc 2.1.0 (libdvm v2.1.0)"
  for std in gnu11 gnu2x; do
    for debug in "" -DSENET_WII_DEBUG; do
      for source in native/wii/*.c native/core/*.c; do
        # what devkitPPC's wii_rules and native/wii/Makefile define; libogc's own headers' warnings are not ours
        if ! powerpc-linux-gnu-gcc -fsyntax-only -std=$std -Wall -Wextra -Werror -Wstrict-prototypes -Wold-style-definition \
          -Werror=implicit-function-declaration -Werror=incompatible-pointer-types -Werror=int-conversion -funsigned-char \
          -DGEKKO -DHW_RVL -D__wii__ -DSENET_WII $debug -isystem "$work/$branch/gc" -isystem "$work/$branch/fat" \
          -I/usr/include/lua5.1 -isystem "$work/lua" -Inative/core -Inative/wii "$source"; then
          echo "real-headers: $source (-std=$std${debug:+ $debug}) does not compile against $label" >&2
          failed=1
        fi
      done
    done
  done
  [ $failed -eq 0 ] && echo "real-headers: native/wii and native/core compile against $label (gnu11 and C23, with and without SENET_WII_DEBUG)"
done
exit $failed
