# The Wii program (devkitPro), the Homebrew Channel zip, Dolphin, and the checks of the Wii
# backend that run without the toolchain.
#   make wii        build/wii/boot.dol (needs devkitPro: see docs/wii.md)
#   make dist       build/senet-wii-VERSION.zip, to unzip at the root of an SD card (the Open
#                   Shop Channel's manifest, senet.oscmeta, names it)
#   make dolphin    start build/wii/boot.dol in the Dolphin emulator
#   make bench-model   the desktop's model of the console (--work-clock 250) on the bench.txt of
#                   the Dolphin run kept in tools/bench/dolphin-result.txt, side by side with it
#   make test-wii   every check below:
#   make test-wii-pure  the backend's parts that need no libogc, on the host: layout, texture
#                       tiling, storage (and a power cut at each of its steps), GX's sampling
#   make test-wii-api   the libogc API list (check-api), a compile of native/wii against it
#                       for each libogc branch (check-compile), meta.xml and senet.oscmeta (check-meta)
#   make test-wii-fake  over a stand-in libogc made from that list: the backend, the whole
#                       program's ways out and its sound (valgrind), and the whole program with
#                       the game bundle running the benchmark (tests/wii/test-*.mjs)

.PHONY: wii wii-toolchain dist dolphin bench-model test-wii test-wii-pure test-wii-api test-wii-fake

WII_BUILD := $(BUILD)/wii
WII_DOL := $(WII_BUILD)/boot.dol
# The Homebrew Channel's 128x48 icon, committed (mk/assets.mk's `make icon` redraws it).
WII_ICON ?= icon.png
WII_VERSION := $(shell node -p "require('./package.json').version" 2>/dev/null)
WII_ZIP := $(BUILD)/senet-wii-$(WII_VERSION).zip

# Generated C the Wii build compiles: the atlas (mk/assets.mk), the sound bank (mk/sound.mk) and
# the Lua bundle (mk/native.mk).
WII_GENERATED := $(ATLAS_C) $(SOUND_C) $(BUNDLE_C)

# The tests' programs, built by the host's compiler. Each object goes under $(WII_OBJ)/VARIANT/,
# one folder per set of flags, at its source's path (x/y.c becomes $(WII_OBJ)/VARIANT/x/y.o).
WII_HOST_DIR := $(BUILD)/wii-host
WII_OBJ := $(WII_HOST_DIR)/obj
WII_CORE_SOURCES := $(wildcard native/core/*.c)
WII_BACKEND_SOURCES := $(wildcard native/wii/*.c)

# The backend's pure parts, as the host's C library sees them (variant "pure").
WII_PURE_CFLAGS := -std=c11 $(C_WARNINGS) -D_POSIX_C_SOURCE=200809L -Inative/core -Inative/wii
WII_HOST_TEST := $(WII_HOST_DIR)/test_wii_host
WII_HOST_TEST_SOURCES := tests/wii/test_wii_host.c native/wii/wii_texture.c native/wii/wii_layout.c native/wii/wii_storage.c \
	native/core/storage-status.c
# GX's sampling modelled over the real atlas.
WII_SEAMS_TEST := $(WII_HOST_DIR)/test_wii_seams
WII_SEAMS_TEST_SOURCES := tests/wii/test_wii_seams.c native/wii/wii_sampling.c native/wii/wii_layout.c \
	native/wii/wii_texture.c native/core/unpack.c $(ATLAS_C)
# The storage with a power cut at each step: every file operation goes through tests/wii/power_cut.h
# (variant "power-cut").
WII_CUT_TEST := $(WII_HOST_DIR)/test_wii_storage_cuts
WII_CUT_TEST_SOURCES := tests/wii/test_wii_storage_cuts.c tests/wii/power_cut.c native/wii/wii_storage.c \
	native/core/storage-status.c
WII_CUT_CFLAGS := $(WII_PURE_CFLAGS) -Itests/wii -include tests/wii/power_cut.h

# The stand-in libogc headers tools/wii/check-compile.mjs generates from docs/wii-api-checked.txt,
# one per branch (the declarations read in libogc 2.14.1's headers, and in 3.1.0's), and the fake
# libogc (tests/wii/fake_libogc.c) over them, with a fake libfat: every source of the builds over
# the fake sees libfat's rules for the card's files (tests/wii/fake_libfat.h).
WII_STAND_IN := $(WII_HOST_DIR)/libogc-stand-in
WII_STAND_IN_STAMP := $(WII_STAND_IN)/.stamp
WII_FAKE_FLAGS := -std=gnu11 $(C_WARNINGS) -Wno-pointer-to-int-cast -Wno-int-to-pointer-cast -DGEKKO -DHW_RVL \
	-Inative/core -Inative/wii -Itests/wii -include tests/wii/fake_libfat.h $(LUA_CFLAGS)
WII_FAKE_CFLAGS := -I$(WII_STAND_IN)/libogc-2.14.1 $(WII_FAKE_FLAGS)
WII_FAKE_CFLAGS_3 := -I$(WII_STAND_IN)/libogc-3.1.0 $(WII_FAKE_FLAGS)
# The tests' small sound bank, packed as the real one is (tests/wii/fake-sound-bank.mjs), and damaged.
WII_FAKE_SOUND_C := $(WII_HOST_DIR)/fake_sound_data.c
WII_FAKE_DAMAGED_SOUND_C := $(WII_HOST_DIR)/fake_damaged_sound_data.c
WII_FAKE_SOURCES := tests/wii/fake_libogc.c tests/wii/fake_libfat.c tests/wii/fake_atlas.c $(WII_BACKEND_SOURCES)
# The backend over the fake: once per libogc branch (variants "libogc2" and "libogc3", the 3.1.0 stand-in),
# and with its atlas ("damaged-atlas") or its sound bank ("damaged-sound") damaged.
WII_BACKEND_TEST := $(WII_HOST_DIR)/test_wii_backend
WII_BACKEND_TEST_SOURCES := tests/wii/test_wii_backend.c $(WII_FAKE_SOURCES) native/core/unpack.c native/core/soundpack.c \
	native/core/stick.c \
	native/core/storage-status.c
WII_BACKEND_TESTS := $(WII_BACKEND_TEST) $(WII_BACKEND_TEST)-libogc3 $(WII_BACKEND_TEST)-damaged-atlas \
	$(WII_BACKEND_TEST)-damaged-sound
# The whole program over the fake, once per libogc branch: native/core (its main renamed
# senet_main, $(WII_OBJ)/VARIANT/senet_main.o) with the backend and a bundle of its own
# (tests/wii/program-bundle.lua), embedded packed as the game's is.
WII_PROGRAM_TEST := $(WII_HOST_DIR)/test_wii_program
WII_PROGRAM_TEST_BUNDLE_C := $(WII_HOST_DIR)/program_bundle.c
WII_PROGRAM_TEST_SOURCES := tests/wii/test_wii_program.c $(WII_PROGRAM_TEST_BUNDLE_C) $(WII_FAKE_SOURCES) \
	$(WII_FAKE_SOUND_C) $(filter-out native/core/main.c,$(WII_CORE_SOURCES))
WII_PROGRAM_TESTS := $(WII_PROGRAM_TEST) $(WII_PROGRAM_TEST)-libogc3
# The test makes lua_newstate fail at will (its __wrap_lua_newstate).
WII_PROGRAM_TEST_LDFLAGS := -Xlinker --wrap=lua_newstate
# The whole program as built for the Wii (the core, the embedded bundle, the real atlas and sound
# bank) over the fake, its log on stderr (variant "debug"), with scripted Wiimotes, Classic
# Controllers and GameCube controllers (tests/wii/game_harness.c): tests/wii/test-game-sound.mjs
# plays a throw on it, test-game-save.mjs saves and leaves, test-game-controllers.mjs plays whole
# games with each controller, test-game-ratings.mjs rates games and keeps the ratings on the card.
WII_GAME := $(WII_HOST_DIR)/wii-game
WII_GAME_SOURCES := tests/wii/game_harness.c tests/wii/fake_libogc.c tests/wii/fake_libfat.c $(WII_BACKEND_SOURCES) \
	$(WII_CORE_SOURCES) $(WII_GENERATED)
# The whole program as it ships (core, backend, game bundle, atlas) over the fake libogc, its log
# on stderr (variant "debug", SENET_WII_DEBUG), run by tests/wii/test-program.mjs; and the same
# with a damaged bundle built in (tests/native/fixtures/damaged_bundle.c) or its sound bank damaged.
WII_PROGRAM := $(WII_HOST_DIR)/senet-over-fake-libogc
WII_DAMAGED_PROGRAM := $(WII_HOST_DIR)/senet-damaged-bundle-over-fake-libogc
WII_DAMAGED_SOUND_PROGRAM := $(WII_HOST_DIR)/senet-damaged-sound-over-fake-libogc
WII_PROGRAM_SOURCES := $(WII_CORE_SOURCES) $(WII_BACKEND_SOURCES) tests/wii/fake_libogc.c tests/wii/fake_libfat.c \
	tests/wii/fake_program.c $(ATLAS_C)
WII_LDLIBS := $(LUA_LIBS) -lm

WII_FAKE_TEST_BINS := $(WII_BACKEND_TESTS) $(WII_PROGRAM_TESTS) $(WII_GAME) $(WII_PROGRAM) $(WII_DAMAGED_PROGRAM) \
	$(WII_DAMAGED_SOUND_PROGRAM)
WII_TEST_BINS := $(WII_HOST_TEST) $(WII_SEAMS_TEST) $(WII_CUT_TEST) $(WII_FAKE_TEST_BINS)
# The scripts that run the whole programs (whichever are there: a bare-machine test keeps none).
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

wii: wii-toolchain $(WII_GENERATED)
	$(MAKE) --no-print-directory -f native/wii/Makefile TOP=$(CURDIR) BUILD=$(CURDIR)/$(WII_BUILD) \
		GENERATED="$(abspath $(WII_GENERATED))"

dist: meta.xml senet.oscmeta package.json
	@node tools/wii/check-meta.mjs meta.xml senet.oscmeta >/dev/null
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

# The model of the console: the desktop program headless, its clock moving 250 ns a Lua instruction
# (docs/native.md), on the Dolphin run's bench.txt; its result beside Dolphin's (docs/wii.md, "The
# model, held against Dolphin").
MODEL_DIR := $(BUILD)/bench-model
bench: bench-model
bench-model: $(HOST_BIN)
	@echo "the model (--work-clock 250) against Dolphin: tools/bench/selfplay-review.txt, headless"
	@mkdir -p $(MODEL_DIR)
	@$(HOST_BIN) --headless --no-render --work-clock 250 --bench tools/bench/selfplay-review.txt \
		--bench-result $(MODEL_DIR)/bench-result.txt 2>/dev/null
	@node tools/bench/compare-results.mjs --common $(MODEL_DIR)/bench-result.txt tools/bench/dolphin-result.txt

# The objects of each variant.
$(WII_OBJ)/pure/%.o: %.c | native-deps
	$(call compile,$(WII_PURE_CFLAGS))
$(WII_OBJ)/power-cut/%.o: %.c | native-deps
	$(call compile,$(WII_CUT_CFLAGS))
$(WII_OBJ)/libogc2/%.o: %.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS))
$(WII_OBJ)/libogc3/%.o: %.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS_3))
$(WII_OBJ)/damaged-atlas/%.o: %.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS) -DFAKE_ATLAS_DAMAGED)
$(WII_OBJ)/damaged-sound/%.o: %.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS) -DFAKE_SOUND_DAMAGED)
$(WII_OBJ)/debug/%.o: %.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS) -DSENET_WII_DEBUG)
$(WII_OBJ)/libogc2/senet_main.o: native/core/main.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS) -Dmain=senet_main)
$(WII_OBJ)/libogc3/senet_main.o: native/core/main.c | $(WII_STAND_IN_STAMP) native-deps
	$(call compile,$(WII_FAKE_CFLAGS_3) -Dmain=senet_main)

$(WII_HOST_TEST): $(call objects,$(WII_OBJ)/pure,$(WII_HOST_TEST_SOURCES))
	$(call link,)
$(WII_SEAMS_TEST): $(call objects,$(WII_OBJ)/pure,$(WII_SEAMS_TEST_SOURCES))
	$(call link,-lm)
$(WII_CUT_TEST): $(call objects,$(WII_OBJ)/power-cut,$(WII_CUT_TEST_SOURCES))
	$(call link,)

$(WII_BACKEND_TEST): $(call objects,$(WII_OBJ)/libogc2,$(WII_BACKEND_TEST_SOURCES) $(WII_FAKE_SOUND_C))
	$(call link,-lm)
$(WII_BACKEND_TEST)-libogc3: $(call objects,$(WII_OBJ)/libogc3,$(WII_BACKEND_TEST_SOURCES) $(WII_FAKE_SOUND_C))
	$(call link,-lm)
$(WII_BACKEND_TEST)-damaged-atlas: $(call objects,$(WII_OBJ)/damaged-atlas,$(WII_BACKEND_TEST_SOURCES) $(WII_FAKE_SOUND_C))
	$(call link,-lm)
$(WII_BACKEND_TEST)-damaged-sound: $(call objects,$(WII_OBJ)/damaged-sound,$(WII_BACKEND_TEST_SOURCES) \
		$(WII_FAKE_DAMAGED_SOUND_C))
	$(call link,-lm)

$(WII_PROGRAM_TEST): $(call objects,$(WII_OBJ)/libogc2,$(WII_PROGRAM_TEST_SOURCES)) $(WII_OBJ)/libogc2/senet_main.o
	$(call link,$(WII_LDLIBS) $(WII_PROGRAM_TEST_LDFLAGS))
$(WII_PROGRAM_TEST)-libogc3: $(call objects,$(WII_OBJ)/libogc3,$(WII_PROGRAM_TEST_SOURCES)) $(WII_OBJ)/libogc3/senet_main.o
	$(call link,$(WII_LDLIBS) $(WII_PROGRAM_TEST_LDFLAGS))

$(WII_GAME): $(call objects,$(WII_OBJ)/debug,$(WII_GAME_SOURCES))
	$(call link,$(WII_LDLIBS))

$(WII_PROGRAM): $(call objects,$(WII_OBJ)/debug,$(WII_PROGRAM_SOURCES) $(SOUND_C) $(BUNDLE_C))
	$(call link,$(WII_LDLIBS))
$(WII_DAMAGED_PROGRAM): $(call objects,$(WII_OBJ)/debug,$(WII_PROGRAM_SOURCES) $(SOUND_C) \
		tests/native/fixtures/damaged_bundle.c)
	$(call link,$(WII_LDLIBS))
$(WII_DAMAGED_SOUND_PROGRAM): $(call objects,$(WII_OBJ)/debug,$(WII_PROGRAM_SOURCES) $(DAMAGED_SOUND_C) $(BUNDLE_C))
	$(call link,$(WII_LDLIBS))

# Written afresh: an object built on a header that is gone is rebuilt (its .d names it).
$(WII_STAND_IN_STAMP): docs/wii-api-checked.txt tools/wii/check-compile.mjs tools/wii/api-list.mjs tools/wii/stand-in.mjs
	rm -rf $(WII_STAND_IN)
	node tools/wii/check-compile.mjs --headers-only $(WII_STAND_IN)
	@touch $@

$(WII_FAKE_SOUND_C): tests/wii/fake-sound-bank.mjs tools/sound/emit-c.mjs tools/sound/pack-samples.mjs \
		tests/native/fixtures/damage-sound-bank.mjs
	@mkdir -p $(@D)
	node tests/wii/fake-sound-bank.mjs $@

$(WII_FAKE_DAMAGED_SOUND_C): tests/wii/fake-sound-bank.mjs tools/sound/emit-c.mjs tools/sound/pack-samples.mjs \
		tests/native/fixtures/damage-sound-bank.mjs
	@mkdir -p $(@D)
	node tests/wii/fake-sound-bank.mjs $@ --damaged

$(WII_PROGRAM_TEST_BUNDLE_C): tests/wii/program-bundle.lua tools/bundle/embed.mjs tools/atlas/pack-pixels.mjs
	@mkdir -p $(@D)
	node tools/bundle/embed.mjs tests/wii/program-bundle.lua $@

test-wii: test-wii-pure test-wii-api test-wii-fake

test-wii-pure: $(WII_HOST_TEST) $(WII_CUT_TEST) $(WII_SEAMS_TEST)
	$(call need,valgrind,Install valgrind: sudo apt-get install valgrind)
	@$(call in-temp-dir,valgrind -q --error-exitcode=9 $(WII_HOST_TEST))
	@$(call in-temp-dir,$(WII_CUT_TEST))
	$(WII_SEAMS_TEST)

# check-compile compiles into a folder of its own, leaving the stand-in the objects were built on.
test-wii-api: | native-deps
	node tools/wii/check-api.mjs
	@$(call in-temp-dir,CC=$(firstword $(HOST_CC)) node tools/wii/check-compile.mjs)
	node tools/wii/check-meta.mjs meta.xml senet.oscmeta

test-wii-fake: $(WII_FAKE_TEST_BINS) $(WII_GENERATED) $(SOUND_METRICS)
	$(call need,valgrind,Install valgrind: sudo apt-get install valgrind)
	@for test in $(WII_BACKEND_TESTS) $(WII_PROGRAM_TESTS); do \
		$(call in-temp-dir,valgrind -q --error-exitcode=9 --trace-children=yes $$test) || exit $$?; \
	done
	$(if $(WII_NODE_TESTS),SENET_WII_GAME=$(WII_GAME) SENET_WII_PROGRAM=$(WII_PROGRAM) SENET_SOUNDS=$(BUILD)/gen \
		SENET_WII_DAMAGED_PROGRAM=$(WII_DAMAGED_PROGRAM) SENET_WII_DAMAGED_SOUND_PROGRAM=$(WII_DAMAGED_SOUND_PROGRAM) \
		SUMMARY_LABEL="wii game over the fake" node --test $(NATIVE_TEST_REPORTERS) $(WII_NODE_TESTS))
