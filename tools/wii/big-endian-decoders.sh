#!/bin/sh
# The two decoders that expand the Wii's assets at start (native/core/unpack.c: the atlas;
# native/core/soundpack.c: the sound bank) built for 32-bit big-endian PowerPC, as the Wii is, and
# run under qemu-ppc on the data built into the program: their output must equal the host's byte
# for byte. Needs `make` run first (build/gen, build/host) and, from Debian's apt,
# gcc-powerpc-linux-gnu, libc6-dev-powerpc-cross and qemu-user. Prints one line per decoder.
set -eu
for tool in powerpc-linux-gnu-gcc qemu-ppc; do
  command -v "$tool" >/dev/null || { echo "big-endian-decoders: $tool is missing (apt-get install gcc-powerpc-linux-gnu libc6-dev-powerpc-cross qemu-user)"; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ppc() { powerpc-linux-gnu-gcc -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -static -Inative/core -Itests/native "$@"; }
ppc -o "$work/unpack" tests/native/unpack-test.c tests/native/read-exact.c native/core/unpack.c build/gen/atlas_data.c
ppc -o "$work/soundpack" tests/native/soundpack-test.c tests/native/read-exact.c native/core/soundpack.c build/gen/sound_data.c
for side in ppc host; do
  printf -- '- 0 0 0 %s\n' "$work/atlas-$side" > "$work/atlas-jobs-$side"
  printf -- '- 0 0 %s -\n' "$work/sounds-$side" > "$work/sound-jobs-$side"
done
qemu-ppc "$work/unpack" "$work/atlas-jobs-ppc" > /dev/null
build/host/unpack-test "$work/atlas-jobs-host" > /dev/null
qemu-ppc "$work/soundpack" "$work/sound-jobs-ppc" > /dev/null
build/host/soundpack-test "$work/sound-jobs-host" > /dev/null
cmp "$work/atlas-ppc" "$work/atlas-host" && echo "big-endian-decoders: the atlas: $(wc -c < "$work/atlas-ppc") bytes, the same on PowerPC"
cmp "$work/sounds-ppc" "$work/sounds-host" && echo "big-endian-decoders: the sound bank: $(wc -c < "$work/sounds-ppc") bytes, the same on PowerPC (its checksum passed there)"
