# The Wii program (devkitPro), the Homebrew Channel zip, Dolphin, and the checks of the Wii
# backend that run without the toolchain.
#   make wii       build/wii/boot.dol (needs devkitPro: see docs/wii.md)
#   make dist      build/senet-wii.zip, to unzip at the root of an SD card
#   make dolphin   start build/wii/boot.dol in the Dolphin emulator
#   make test-wii  the backend on the host: its pure parts, the libogc API list, a compile and
#                  behaviour tests (the backend, the whole program's ways out and its sound, and
#                  the whole program with the game bundle running the benchmark) over a stand-in
#                  libogc made from that list, meta.xml

.PHONY: wii wii-toolchain dist dolphin test-wii

WII_BUILD := $(BUILD)/wii
WII_DOL := $(WII_BUILD)/boot.dol
# Generated C the Wii build compiles: the atlas (ATLAS_C, mk/assets.mk), the sound bank (SOUND_C,
# mk/sound.mk) and the Lua bundle (BUNDLE_C, mk/native.mk), whose rules live in those fragments.
WII_ATLAS_C ?= $(or $(ATLAS_C),$(BUILD)/gen/atlas_data.c)
WII_BUNDLE_C ?= $(or $(BUNDLE_C),$(BUILD)/gen/bundle_data.c)
WII_SOUND_C ?= $(or $(SOUND_C),$(BUILD)/gen/sound_data.c)
# The Homebrew Channel's 128x48 icon, committed (mk/assets.mk's `make icon` redraws it).
WII_ICON ?= icon.png
WII_ZIP := $(BUILD)/senet-wii.zip
WII_HOST_TEST := $(BUILD)/wii-host/test_wii_host
# The storage with a power cut at each step: every file operation goes through tests/wii/power_cut.h.
WII_CUT_TEST := $(BUILD)/wii-host/test_wii_storage_cuts
WII_CUT_SOURCES := tests/wii/test_wii_storage_cuts.c tests/wii/power_cut.c native/wii/wii_storage.c native/core/storage-status.c
WII_PURE_SOURCES := native/wii/wii_texture.c native/wii/wii_layout.c native/wii/wii_storage.c native/core/storage-status.c
# GX's sampling modelled over the real atlas (mk/assets.mk's ATLAS_C).
WII_SEAMS_TEST := $(BUILD)/wii-host/test_wii_seams
# The stand-in libogc headers tools/wii/check-compile.mjs generates from docs/wii-api-checked.txt.
WII_STAND_IN := $(BUILD)/wii-host/libogc-stand-in
WII_BACKEND_TEST := $(BUILD)/wii-host/test_wii_backend
# Every source of the builds over the fake libogc sees libfat's rules for the card's files
# (tests/wii/fake_libfat.h).
WII_BACKEND_TEST_FLAGS := -std=gnu11 -Wall -Wextra -Werror -Wno-pointer-to-int-cast -Wno-int-to-pointer-cast \
	-DGEKKO -DHW_RVL -I$(WII_STAND_IN) -Inative/core -Inative/wii -Itests/wii -include tests/wii/fake_libfat.h
# The tests' small sound bank, packed as the real one is (tests/wii/fake-sound-bank.mjs), and damaged.
WII_FAKE_SOUND_C := $(BUILD)/wii-host/fake_sound_data.c
WII_FAKE_DAMAGED_SOUND_C := $(BUILD)/wii-host/fake_damaged_sound_data.c
WII_FAKE_SOURCES := tests/wii/fake_libogc.c tests/wii/fake_libfat.c tests/wii/fake_atlas.c $(WII_FAKE_SOUND_C) \
	$(wildcard native/wii/*.c)
WII_BACKEND_TEST_SOURCES := tests/wii/test_wii_backend.c $(WII_FAKE_SOURCES) native/core/unpack.c native/core/soundpack.c \
	native/core/storage-status.c
# The whole program over the fake: native/core (its main renamed senet_main) with the backend.
WII_PROGRAM_TEST := $(BUILD)/wii-host/test_wii_program
# Its bundle (tests/wii/program-bundle.lua), embedded packed as the game's is.
WII_PROGRAM_TEST_BUNDLE_C := $(BUILD)/wii-host/program_bundle.c
WII_PROGRAM_TEST_SOURCES := tests/wii/test_wii_program.c $(WII_PROGRAM_TEST_BUNDLE_C) $(WII_FAKE_SOURCES) \
	$(filter-out native/core/main.c,$(wildcard native/core/*.c))
WII_PROGRAM_LUA_LIBS := $(shell pkg-config --libs lua5.1 2>/dev/null)
# The whole program as built for the Wii (the core, the embedded bundle, the real atlas and sound
# bank) over the fake, with a scripted Wiimote: tests/wii/test-game-sound.mjs plays a throw on it.
WII_GAME := $(BUILD)/wii-host/wii-game
WII_GAME_SOURCES := tests/wii/game_harness.c tests/wii/fake_libogc.c tests/wii/fake_libfat.c $(wildcard native/wii/*.c) \
	$(wildcard native/core/*.c)
# The whole program as it ships (core, backend, game bundle, atlas) over the fake libogc, run by
# tests/wii/test-program.mjs, with its log on stderr.
WII_PROGRAM := $(BUILD)/wii-host/senet-over-fake-libogc
WII_PROGRAM_SOURCES := $(wildcard native/core/*.c) $(wildcard native/wii/*.c) tests/wii/fake_libogc.c \
	tests/wii/fake_libfat.c tests/wii/fake_program.c $(WII_ATLAS_C) $(WII_SOUND_C)
# The same with a damaged bundle built in (tests/native/fixtures/damaged_bundle.c).
WII_DAMAGED_PROGRAM := $(BUILD)/wii-host/senet-damaged-bundle-over-fake-libogc
# The same with its sound bank damaged (tests/native/fixtures/damage-sound-bank.mjs).
WII_DAMAGED_SOUND_C := $(BUILD)/wii-host/damaged_sound_data.c
WII_DAMAGED_SOUND_PROGRAM := $(BUILD)/wii-host/senet-damaged-sound-over-fake-libogc

# The scripts that run those two programs (whichever are there: a bare-machine test keeps none).
WII_NODE_TESTS := $(wildcard tests/wii/test-*.mjs)

# Checked first, so a missing toolchain is reported before anything is generated.
wii-toolchain:
	@test -n "$(DEVKITPPC)" || { \
		echo "error: DEVKITPPC is not set, so the Wii program cannot be built." >&2; \
		echo "  Install devkitPro's pacman (dkp-pacman), then:" >&2; \
		echo "    sudo dkp-pacman -S wii-dev ppc-liblua51    (add libfat-ogc if wii-dev lacks it)" >&2; \
		echo "    export DEVKITPRO=/opt/devkitpro DEVKITPPC=/opt/devkitpro/devkitPPC" >&2; \
		echo "  Details: docs/wii.md" >&2; \
		exit 1; }
	@test -f "$(DEVKITPPC)/wii_rules" || { echo "error: $(DEVKITPPC)/wii_rules is missing: install devkitPro's wii-dev (dkp-pacman -S wii-dev)" >&2; exit 1; }

wii: wii-toolchain $(WII_ATLAS_C) $(WII_SOUND_C) $(WII_BUNDLE_C)
	$(MAKE) --no-print-directory -f native/wii/Makefile TOP=$(CURDIR) BUILD=$(CURDIR)/$(WII_BUILD) \
		GENERATED="$(abspath $(WII_ATLAS_C) $(WII_SOUND_C) $(WII_BUNDLE_C))"

dist: meta.xml
	@test -f $(WII_DOL) || { echo "error: $(WII_DOL) is missing: build it first with 'make wii' (needs devkitPro, see docs/wii.md)" >&2; exit 1; }
	@test -f $(WII_ICON) || { echo "error: $(WII_ICON) (the Homebrew Channel icon, 128x48) is missing: 'make icon' draws it (mk/assets.mk)" >&2; exit 1; }
	$(call need,zip,Install zip: sudo apt-get install zip)
	rm -rf $(WII_BUILD)/dist $(WII_ZIP)
	mkdir -p $(WII_BUILD)/dist/apps/senet
	cp $(WII_DOL) meta.xml $(WII_BUILD)/dist/apps/senet/
	cp $(WII_ICON) $(WII_BUILD)/dist/apps/senet/icon.png
	cd $(WII_BUILD)/dist && zip -qr $(abspath $(WII_ZIP)) apps
	@echo "$(WII_ZIP): unzip it at the root of the SD card (it holds apps/senet/)"

# Builds first when devkitPro is there; otherwise runs the boot.dol already built.
dolphin: $(if $(strip $(DEVKITPPC)),wii)
	@test -f $(WII_DOL) || { echo "error: $(WII_DOL) is missing: build it with 'make wii' (needs devkitPro, see docs/wii.md)" >&2; exit 1; }
	@if command -v dolphin-emu >/dev/null 2>&1; then \
		dolphin-emu -e $(abspath $(WII_DOL)); \
	elif command -v flatpak >/dev/null 2>&1 && flatpak info org.DolphinEmu.dolphin-emu >/dev/null 2>&1; then \
		flatpak run --filesystem=$(abspath $(WII_BUILD)):ro org.DolphinEmu.dolphin-emu -e $(abspath $(WII_DOL)); \
	else \
		echo "error: Dolphin is not installed. Install it with your distribution (sudo apt-get install dolphin-emu)" >&2; \
		echo "  or from Flathub (flatpak install flathub org.DolphinEmu.dolphin-emu). See docs/wii.md" >&2; \
		exit 1; \
	fi

test: test-wii
test-wii: $(WII_HOST_TEST) $(WII_CUT_TEST) $(WII_SEAMS_TEST) $(WII_ATLAS_C) $(WII_SOUND_C) $(WII_BUNDLE_C) \
		$(WII_PROGRAM_TEST_BUNDLE_C) $(WII_FAKE_SOUND_C) $(WII_FAKE_DAMAGED_SOUND_C) $(WII_DAMAGED_SOUND_C)
	$(call need,valgrind,Install valgrind: sudo apt-get install valgrind)
	@dir=$$(mktemp -d) && { valgrind -q --error-exitcode=9 $(WII_HOST_TEST) $$dir; status=$$?; rm -rf $$dir; exit $$status; }
	@dir=$$(mktemp -d) && { $(WII_CUT_TEST) $$dir; status=$$?; rm -rf $$dir; exit $$status; }
	$(WII_SEAMS_TEST)
	node tools/wii/check-api.mjs
	node tools/wii/check-compile.mjs $(WII_STAND_IN)
	gcc $(WII_BACKEND_TEST_FLAGS) -o $(WII_BACKEND_TEST) $(WII_BACKEND_TEST_SOURCES)
	gcc $(WII_BACKEND_TEST_FLAGS) -D_V_MAJOR_=3 -o $(WII_BACKEND_TEST)-libogc3 $(WII_BACKEND_TEST_SOURCES)
	gcc $(WII_BACKEND_TEST_FLAGS) -DFAKE_ATLAS_DAMAGED -o $(WII_BACKEND_TEST)-damaged-atlas $(WII_BACKEND_TEST_SOURCES)
	gcc $(WII_BACKEND_TEST_FLAGS) -DFAKE_SOUND_DAMAGED -o $(WII_BACKEND_TEST)-damaged-sound \
		$(subst $(WII_FAKE_SOUND_C),$(WII_FAKE_DAMAGED_SOUND_C),$(WII_BACKEND_TEST_SOURCES))
	gcc $(WII_BACKEND_TEST_FLAGS) $(HOST_LUA_CFLAGS) -Dmain=senet_main -c -o $(WII_PROGRAM_TEST)-main.o native/core/main.c
	gcc $(WII_BACKEND_TEST_FLAGS) $(HOST_LUA_CFLAGS) -o $(WII_PROGRAM_TEST) $(WII_PROGRAM_TEST_SOURCES) \
		$(WII_PROGRAM_TEST)-main.o $(WII_PROGRAM_LUA_LIBS) -lm
	gcc $(WII_BACKEND_TEST_FLAGS) $(HOST_LUA_CFLAGS) -D_V_MAJOR_=3 -o $(WII_PROGRAM_TEST)-libogc3 \
		$(WII_PROGRAM_TEST_SOURCES) $(WII_PROGRAM_TEST)-main.o $(WII_PROGRAM_LUA_LIBS) -lm
	@for test in $(WII_BACKEND_TEST) $(WII_BACKEND_TEST)-libogc3 $(WII_BACKEND_TEST)-damaged-atlas \
			$(WII_BACKEND_TEST)-damaged-sound $(WII_PROGRAM_TEST) \
			$(WII_PROGRAM_TEST)-libogc3; do \
		dir=$$(mktemp -d) && valgrind -q --error-exitcode=9 --trace-children=yes $$test $$dir; \
		status=$$?; rm -rf $$dir; [ $$status -eq 0 ] || exit $$status; \
	done
	gcc $(WII_BACKEND_TEST_FLAGS) $(HOST_LUA_CFLAGS) -o $(WII_GAME) $(WII_GAME_SOURCES) \
		$(WII_ATLAS_C) $(WII_SOUND_C) $(WII_BUNDLE_C) $(WII_PROGRAM_LUA_LIBS) -lm
	gcc $(WII_BACKEND_TEST_FLAGS) -DSENET_WII_DEBUG $(HOST_LUA_CFLAGS) -o $(WII_PROGRAM) $(WII_PROGRAM_SOURCES) \
		$(WII_BUNDLE_C) $(WII_PROGRAM_LUA_LIBS) -lm
	gcc $(WII_BACKEND_TEST_FLAGS) -DSENET_WII_DEBUG $(HOST_LUA_CFLAGS) -o $(WII_DAMAGED_PROGRAM) $(WII_PROGRAM_SOURCES) \
		tests/native/fixtures/damaged_bundle.c $(WII_PROGRAM_LUA_LIBS) -lm
	gcc $(WII_BACKEND_TEST_FLAGS) -DSENET_WII_DEBUG $(HOST_LUA_CFLAGS) -o $(WII_DAMAGED_SOUND_PROGRAM) \
		$(subst $(WII_SOUND_C),$(WII_DAMAGED_SOUND_C),$(WII_PROGRAM_SOURCES)) $(WII_BUNDLE_C) $(WII_PROGRAM_LUA_LIBS) -lm
	$(if $(WII_NODE_TESTS),SENET_WII_GAME=$(WII_GAME) SENET_WII_PROGRAM=$(WII_PROGRAM) SENET_SOUNDS=$(BUILD)/gen \
		SENET_WII_DAMAGED_PROGRAM=$(WII_DAMAGED_PROGRAM) SENET_WII_DAMAGED_SOUND_PROGRAM=$(WII_DAMAGED_SOUND_PROGRAM) \
		SUMMARY_LABEL="wii game over the fake" node --test $(NATIVE_TEST_REPORTERS) $(WII_NODE_TESTS))
	node tools/wii/check-meta.mjs meta.xml

$(WII_FAKE_SOUND_C): tests/wii/fake-sound-bank.mjs tools/sound/emit-c.mjs tools/sound/pack-samples.mjs \
		tests/native/fixtures/damage-sound-bank.mjs
	node tests/wii/fake-sound-bank.mjs $@

$(WII_FAKE_DAMAGED_SOUND_C): tests/wii/fake-sound-bank.mjs tools/sound/emit-c.mjs tools/sound/pack-samples.mjs \
		tests/native/fixtures/damage-sound-bank.mjs
	node tests/wii/fake-sound-bank.mjs $@ --damaged

$(WII_DAMAGED_SOUND_C): $(WII_SOUND_C) tests/native/fixtures/damage-sound-bank.mjs
	node tests/native/fixtures/damage-sound-bank.mjs $(WII_SOUND_C) $@

$(WII_PROGRAM_TEST_BUNDLE_C): tests/wii/program-bundle.lua tools/bundle/embed.mjs tools/atlas/pack-pixels.mjs
	@mkdir -p $(dir $@)
	node tools/bundle/embed.mjs tests/wii/program-bundle.lua $@

$(WII_SEAMS_TEST): tests/wii/test_wii_seams.c tests/wii/check.h native/wii/wii_sampling.c native/wii/wii_layout.c \
		native/wii/wii_texture.c native/core/unpack.c native/core/unpack.h $(wildcard native/wii/*.h) \
		native/core/atlas.h $(WII_ATLAS_C)
	@mkdir -p $(dir $@)
	gcc -std=c11 -Wall -Wextra -Werror -Inative/core -Inative/wii -o $@ tests/wii/test_wii_seams.c \
		native/wii/wii_sampling.c native/wii/wii_layout.c native/wii/wii_texture.c native/core/unpack.c \
		$(WII_ATLAS_C) -lm

$(WII_HOST_TEST): tests/wii/test_wii_host.c tests/wii/check.h $(WII_PURE_SOURCES) $(wildcard native/wii/*.h) native/core/backend.h \
		native/core/storage-status.h
	$(call need,gcc,Install gcc: sudo apt-get install gcc)
	@mkdir -p $(dir $@)
	gcc -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -Inative/core -Inative/wii \
		-o $@ tests/wii/test_wii_host.c $(WII_PURE_SOURCES)

$(WII_CUT_TEST): $(WII_CUT_SOURCES) tests/wii/power_cut.h tests/wii/check.h $(wildcard native/wii/*.h) native/core/backend.h \
		native/core/storage-status.h
	$(call need,gcc,Install gcc: sudo apt-get install gcc)
	@mkdir -p $(dir $@)
	gcc -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -Inative/core -Inative/wii -Itests/wii \
		-include tests/wii/power_cut.h -o $@ $(WII_CUT_SOURCES)
