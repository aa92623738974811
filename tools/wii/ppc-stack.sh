#!/bin/sh
# How deep the game uses its own stack (CORE_STACK_BYTES, native/wii/wii_stack.c) with 32-bit
# PowerPC's frames: tests/wii/test_wii_program.c (the core and the backend over the fake libogc:
# every way out, and runaway recursions as deep as Lua lets them go) and the program as it ships
# playing a self-play benchmark with a review, both built by gcc for 32-bit PowerPC (-O2
# -mcpu=750, the Wii's Broadway, as devkitPro builds ppc-liblua51) against Lua 5.1.5 built the
# same way, and run under qemu-ppc; the fake paints the game's stack and reads how deep it was
# written. Lua's luaL_Buffer is made 32 KiB, the BUFSIZ of devkitPPC's newlib (__BUFSIZ__ in its
# sys/config.h since newlib 4.3.0, 2023). glibc's jmp_buf (592 bytes on 32-bit PowerPC) is larger
# than newlib's (256), and the SysV ABI's 16-byte stack alignment larger than the EABI's 8, so the
# figures overstate the Wii's. Needs `make test-wii` run first (the stand-in libogc headers and the
# generated C) and, from Debian's apt, gcc-powerpc-linux-gnu, libc6-dev-powerpc-cross and qemu-user.
# Usage: tools/wii/ppc-stack.sh LUA_5_1_5_SOURCE  (the folder of lua-5.1.5.tar.gz, holding src/;
# KEEP=1 keeps the work folder)
set -eu
[ $# -eq 1 ] && [ -f "$1/src/lua.h" ] || { echo "usage: $0 LUA_5_1_5_SOURCE (a folder with src/lua.h)" >&2; exit 2; }
grep -q '"Lua 5.1.5"' "$1/src/lua.h" || { echo "ppc-stack: $1 is not Lua 5.1.5" >&2; exit 2; }
for tool in powerpc-linux-gnu-gcc qemu-ppc; do
  command -v "$tool" >/dev/null || { echo "ppc-stack: $tool is missing (apt-get install gcc-powerpc-linux-gnu libc6-dev-powerpc-cross qemu-user)" >&2; exit 2; }
done
stand_in=build/wii-host/libogc-stand-in
for generated in $stand_in/libogc-from-api-list.h build/wii-host/program_bundle.c build/wii-host/fake_sound_data.c \
  build/gen/atlas_data.c build/gen/sound_data.c build/gen/bundle_data.c; do
  [ -f "$generated" ] || { echo "ppc-stack: $generated is missing: run make test-wii first" >&2; exit 2; }
done
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

# Lua 5.1.5 as the Wii's library is built, with devkitPPC's BUFSIZ.
mkdir -p "$work/lua" "$work/obj"
cp "$1"/src/*.c "$1"/src/*.h "$work/lua/"
sed -i 's/^#define LUAL_BUFFERSIZE[[:space:]].*/#define LUAL_BUFFERSIZE 32768/' "$work/lua/luaconf.h"
grep -q '^#define LUAL_BUFFERSIZE 32768$' "$work/lua/luaconf.h"
for source in "$work"/lua/l*.c; do
  case $source in */lua.c | */luac.c) continue ;; esac
  powerpc-linux-gnu-gcc -O2 -mcpu=750 -c "$source" -o "$source.o"
done
powerpc-linux-gnu-ar rcs "$work/liblua.a" "$work"/lua/*.o

# The programs, with the fake builds' flags (mk/wii.mk).
compile() {
  powerpc-linux-gnu-gcc -std=gnu11 -O2 -mcpu=750 -Wall -Wextra -Werror -Wno-pointer-to-int-cast -Wno-int-to-pointer-cast \
    -DGEKKO -DHW_RVL -I$stand_in -Inative/core -Inative/wii -Itests/wii -include tests/wii/fake_libfat.h -I"$work/lua" "$@"
}
link() {
  output=$1
  shift
  powerpc-linux-gnu-gcc -static -o "$output" "$@" "$work/liblua.a" -lm -lpthread -latomic
}
objects() {
  folder=$1
  shift
  mkdir -p "$work/obj/$folder"
  for source in "$@"; do
    object="$work/obj/$folder/$(echo "$source" | tr / _).o"
    compile $flags -c "$source" -o "$object"
    echo "$object"
  done
}
core_sources=$(ls native/core/*.c | grep -v '/main\.c$')
flags=""
# shellcheck disable=SC2086
test_objects=$(objects test tests/wii/test_wii_program.c build/wii-host/program_bundle.c tests/wii/fake_libogc.c \
  tests/wii/fake_libfat.c tests/wii/fake_atlas.c native/wii/*.c build/wii-host/fake_sound_data.c $core_sources)
compile -Dmain=senet_main -c native/core/main.c -o "$work/obj/senet_main.o"
# shellcheck disable=SC2086
link "$work/test_wii_program" $test_objects "$work/obj/senet_main.o" -Xlinker --wrap=lua_newstate
# glibc's sin, cos, tan, atan and atan2 for 32-bit PowerPC use an instruction of Power ISA 3.0
# (mffscrni) that qemu-ppc's processors lack: the game's calls reach these instead, good to a few
# units in the last place, which is all its drawing needs.
cat > "$work/trig.c" <<'EOF'
#include <math.h>
double __wrap_sin(double x);
double __wrap_cos(double x);
double __wrap_tan(double x);
double __wrap_atan(double x);
double __wrap_atan2(double y, double x);
/* sin (odd) or cos of r, |r| <= pi/4, by their series */
static double series(double r, int odd)
{
    double term = odd ? r : 1.0, sum = term;
    for (int n = odd ? 2 : 1; n < 30; n += 2) {
        term *= -r * r / (double)(n * (n + 1));
        sum += term;
    }
    return sum;
}
/* x less a whole number of quarter turns, and that number modulo 4 */
static double reduce(double x, int *quarter)
{
    double k = floor(x / 1.5707963267948966 + 0.5);
    *quarter = (int)fmod(fmod(k, 4.0) + 4.0, 4.0);
    return (x - k * 1.5707963267948966) - k * 6.123233995736766e-17;
}
double __wrap_sin(double x)
{
    int q;
    double r = reduce(x, &q);
    double v = q % 2 == 0 ? series(r, 1) : series(r, 0);
    return q >= 2 ? -v : v;
}
double __wrap_cos(double x) { return __wrap_sin(x + 1.5707963267948966); }
double __wrap_tan(double x) { return __wrap_sin(x) / __wrap_cos(x); }
double __wrap_atan(double x)
{
    if (x < 0) return -__wrap_atan(-x);
    if (x > 1) return 1.5707963267948966 - __wrap_atan(1.0 / x);
    double y = x / (1.0 + sqrt(1.0 + x * x)), term = y, sum = y;
    for (int n = 3; n < 80; n += 2) {
        term *= -y * y;
        sum += term / n;
    }
    return 2.0 * sum;
}
double __wrap_atan2(double y, double x)
{
    if (x > 0) return __wrap_atan(y / x);
    if (x < 0) return __wrap_atan(y / x) + (y >= 0 ? 3.141592653589793 : -3.141592653589793);
    return y > 0 ? 1.5707963267948966 : y < 0 ? -1.5707963267948966 : 0.0;
}
EOF
powerpc-linux-gnu-gcc -std=c99 -O2 -mcpu=750 -Wall -Wextra -Werror -c "$work/trig.c" -o "$work/trig.o"
flags=-DSENET_WII_DEBUG
# shellcheck disable=SC2086
program_objects=$(objects program native/core/*.c native/wii/*.c tests/wii/fake_libogc.c tests/wii/fake_libfat.c \
  tests/wii/fake_program.c build/gen/atlas_data.c build/gen/sound_data.c build/gen/bundle_data.c)
# shellcheck disable=SC2086
link "$work/program" $program_objects "$work/trig.o" \
  -Xlinker --wrap=sin -Xlinker --wrap=cos -Xlinker --wrap=tan -Xlinker --wrap=atan -Xlinker --wrap=atan2

mkdir -p "$work/ways" "$work/bench/sd:/apps/senet"
qemu-ppc "$work/test_wii_program" "$work/ways" > "$work/ways.txt" 2>&1 || { cat "$work/ways.txt"; echo "ppc-stack: test_wii_program failed on PowerPC" >&2; exit 1; }
sed -n "s/^  \(.*\): .* the game's stack: \([0-9.]* KiB\) used$/ppc-stack: \1: \2/p" "$work/ways.txt"
grep '^wii program tests' "$work/ways.txt" | sed 's/^/ppc-stack: /'
printf 'presets antik\nlevels master\ngames 1\nreview yes\n' > "$work/bench/sd:/apps/senet/bench.txt"
(cd "$work/bench" && qemu-ppc -0 sd:/apps/senet/boot.dol "$work/program" > "$work/bench.txt" 2>&1)
used=$(sed -n "s/^fake: the game's stack: \([0-9]*\) of \([0-9]*\) bytes used$/\1/p" "$work/bench.txt")
[ -n "$used" ] || { cat "$work/bench.txt"; echo "ppc-stack: the benchmark did not end" >&2; exit 1; }
echo "ppc-stack: the game as it ships, a master's game of antik and its review: $(awk "BEGIN { printf \"%.1f\", $used / 1024 }") KiB"
