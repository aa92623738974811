# The native program: the Lua VM core (native/core) with the SDL2 desktop backend (native/host).
#   make host          build/host/senet (embeds APP_BUNDLE, the atlas and the sound bank)
#   make run           build it and start it in a window
#   make test-native   the host's tests (headless, no display needed; valgrind included)
#   make bench-native  Lua time per frame and Lua heap use over a headless run
#   make bench-selfplay  the self-play benchmark (tools/bench/selfplay.txt) headless: its result
#   make bench-bundle  the packed Lua bundle's size and what expanding it at start costs

.PHONY: host run test-native bench-native bench-selfplay native-deps

HOST_DIR := $(BUILD)/host
HOST_BIN := $(HOST_DIR)/senet
HOST_CC ?= gcc
HOST_PACKAGES := sdl2 lua5.1
HOST_LUA_CFLAGS := $(shell pkg-config --cflags lua5.1 2>/dev/null)
HOST_PACKAGE_CFLAGS := $(shell pkg-config --cflags $(HOST_PACKAGES) 2>/dev/null)
HOST_PACKAGE_LIBS := $(shell pkg-config --libs $(HOST_PACKAGES) 2>/dev/null)
HOST_COMMON_FLAGS := -std=c99 -Wall -Wextra -Werror -O2 -g -MMD -MP -Inative/core
# The core is plain C99 that sees only Lua (it also builds with devkitPPC); the host may use
# POSIX and SDL.
HOST_CORE_CFLAGS := $(HOST_COMMON_FLAGS) -Wpedantic $(HOST_LUA_CFLAGS)
HOST_HOST_CFLAGS := $(HOST_COMMON_FLAGS) -D_POSIX_C_SOURCE=200809L $(HOST_PACKAGE_CFLAGS)
HOST_LDLIBS := $(HOST_PACKAGE_LIBS) -lm

# The game bundle (mk/app.mk builds $(BUILD)/senet.lua); a demo until the app exists.
ifeq ($(wildcard src/platform/main.ts),)
APP_BUNDLE ?= tests/native/fixtures/demo.lua
else
APP_BUNDLE ?= $(BUILD)/senet.lua
endif
# The bundle as C (bundle_packed, bundle_packed_size: native/core/bundle.h), for every backend.
BUNDLE_C := $(BUILD)/gen/bundle_data.c

# The atlas and its metrics (for the tests): mk/assets.mk sets ATLAS_C and ATLAS_METRICS; a
# test fixture stands in when it does not.
PLACEHOLDER_ATLAS_C := $(HOST_DIR)/gen/placeholder_atlas_data.c
PLACEHOLDER_ATLAS_METRICS := $(HOST_DIR)/gen/placeholder-atlas-metrics.json
PLACEHOLDER_ATLAS_PIXELS := $(HOST_DIR)/gen/placeholder-atlas.rgba
HOST_ATLAS_C := $(if $(ATLAS_C),$(ATLAS_C),$(PLACEHOLDER_ATLAS_C))
HOST_ATLAS_METRICS := $(if $(ATLAS_C),$(ATLAS_METRICS),$(PLACEHOLDER_ATLAS_METRICS))
HOST_ATLAS_PIXELS := $(if $(ATLAS_C),$(ATLAS_PIXELS),$(PLACEHOLDER_ATLAS_PIXELS))

HOST_CORE_OBJECTS := $(patsubst native/core/%.c,$(HOST_DIR)/obj/core/%.o,$(wildcard native/core/*.c))
HOST_BACKEND_OBJECTS := $(patsubst native/host/%.c,$(HOST_DIR)/obj/host/%.o,$(wildcard native/host/*.c))
HOST_GEN_OBJECTS := $(HOST_DIR)/obj/gen/bundle_data.o $(HOST_DIR)/obj/gen/atlas_data.o $(HOST_DIR)/obj/gen/sound_data.o
HOST_OBJECTS := $(HOST_CORE_OBJECTS) $(HOST_BACKEND_OBJECTS) $(HOST_GEN_OBJECTS)

# Node's own test runner (not vitest, which runs tests/**/*.test.ts): these need the binary.
NATIVE_TESTS := $(wildcard tests/native/test-*.mjs)
NATIVE_TEST_REPORTERS := --test-reporter=spec --test-reporter-destination=stdout \
	--test-reporter=./tests/native/lib/summary-reporter.mjs --test-reporter-destination=stdout
NATIVE_BENCH_FRAMES := 40000
# The program with a damaged bundle built in (tests/native/fixtures/damaged_bundle.c): an error.
DAMAGED_BUNDLE_BIN := $(HOST_DIR)/senet-damaged-bundle
# The program with its sound bank damaged (tests/native/fixtures/damage-sound-bank.mjs): silent.
DAMAGED_SOUND_C := $(HOST_DIR)/gen/damaged_sound_data.c
DAMAGED_SOUND_BIN := $(HOST_DIR)/senet-damaged-sound
# A unit test of the keyboard and mouse mapping, built against the host's controls.c alone.
CONTROLS_TEST_BIN := $(HOST_DIR)/controls-test
# A unit test of the desktop's mixer, built against the host's mixer.c alone.
MIXER_TEST_BIN := $(HOST_DIR)/mixer-test
# A unit test of the rasteriser's image sampling (gutters, own size, tiles).
RASTER_TEST_BIN := $(HOST_DIR)/raster-test
# The atlas's decoder (native/core/unpack.c) run on the streams test-unpack.mjs makes.
UNPACK_TEST_BIN := $(HOST_DIR)/unpack-test
# The sound bank's decoder (native/core/soundpack.c) run on the streams test-soundpack.mjs makes.
SOUNDPACK_TEST_BIN := $(HOST_DIR)/soundpack-test
# A unit test of the core's and the host's command-line parsers with awkward argc/argv.
ARGV_TEST_BIN := $(HOST_DIR)/argv-test
ARGV_TEST_OBJECTS := $(HOST_DIR)/obj/core/options.o $(HOST_DIR)/obj/core/number.o \
	$(HOST_DIR)/obj/host/args.o $(HOST_DIR)/obj/host/language.o

host: $(HOST_BIN)

run: $(HOST_BIN)
	$(HOST_BIN)

native-deps:
	$(call need,gcc,Install a C compiler: sudo apt-get install gcc)
	$(call need,pkg-config,Install pkg-config: sudo apt-get install pkg-config)
	@pkg-config --exists sdl2 || { echo "error: the SDL2 development files are missing. Install them: sudo apt-get install libsdl2-dev" >&2; exit 1; }
	@pkg-config --exists lua5.1 || { echo "error: the Lua 5.1 development files are missing. Install them: sudo apt-get install liblua5.1-0-dev" >&2; exit 1; }

$(HOST_BIN): $(HOST_OBJECTS)
	$(HOST_CC) -o $@ $(HOST_OBJECTS) $(HOST_LDLIBS)

$(HOST_DIR)/obj/core/%.o: native/core/%.c | native-deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CORE_CFLAGS) -c $< -o $@

$(HOST_DIR)/obj/host/%.o: native/host/%.c | native-deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_HOST_CFLAGS) -c $< -o $@

$(DAMAGED_BUNDLE_BIN): $(filter-out $(HOST_DIR)/obj/gen/bundle_data.o,$(HOST_OBJECTS)) \
		tests/native/fixtures/damaged_bundle.c | native-deps
	$(HOST_CC) $(HOST_CORE_CFLAGS) -o $@ tests/native/fixtures/damaged_bundle.c \
		$(filter-out $(HOST_DIR)/obj/gen/bundle_data.o,$(HOST_OBJECTS)) $(HOST_LDLIBS)

$(DAMAGED_SOUND_C): $(SOUND_C) tests/native/fixtures/damage-sound-bank.mjs
	node tests/native/fixtures/damage-sound-bank.mjs $(SOUND_C) $@

$(DAMAGED_SOUND_BIN): $(filter-out $(HOST_DIR)/obj/gen/sound_data.o,$(HOST_OBJECTS)) $(DAMAGED_SOUND_C) | native-deps
	$(HOST_CC) $(HOST_CORE_CFLAGS) -O0 -o $@ $(DAMAGED_SOUND_C) \
		$(filter-out $(HOST_DIR)/obj/gen/sound_data.o,$(HOST_OBJECTS)) $(HOST_LDLIBS)

$(HOST_DIR)/obj/gen/bundle_data.o: $(BUNDLE_C) | native-deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CORE_CFLAGS) -O0 -c $< -o $@

$(HOST_DIR)/obj/gen/atlas_data.o: $(HOST_ATLAS_C) | native-deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CORE_CFLAGS) -O0 -c $< -o $@

# The sound bank: mk/sound.mk sets SOUND_C.
$(HOST_DIR)/obj/gen/sound_data.o: $(SOUND_C) | native-deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CORE_CFLAGS) -O0 -c $< -o $@

# Packed (tools/atlas/pack-pixels.mjs' stream of bytes); native/core/bundle.c expands it at start.
$(BUNDLE_C): $(APP_BUNDLE) tools/bundle/embed.mjs tools/atlas/pack-pixels.mjs tools/atlas/emit-c.mjs
	@mkdir -p $(@D)
	node tools/bundle/embed.mjs $(APP_BUNDLE) $@

# tests/assets/atlas-size.test.ts weighs the packed bundle in the .dol.
test-assets: $(BUNDLE_C)
test-game: $(BUNDLE_C)

$(PLACEHOLDER_ATLAS_C) $(PLACEHOLDER_ATLAS_METRICS) $(PLACEHOLDER_ATLAS_PIXELS) &: tests/native/fixtures/placeholder-atlas.mjs \
		tools/atlas/pack-pixels.mjs
	@mkdir -p $(@D)
	node tests/native/fixtures/placeholder-atlas.mjs $(PLACEHOLDER_ATLAS_C) $(PLACEHOLDER_ATLAS_METRICS) $(PLACEHOLDER_ATLAS_PIXELS)

$(CONTROLS_TEST_BIN): tests/native/controls-test.c $(HOST_DIR)/obj/host/controls.o | native-deps
	$(HOST_CC) $(HOST_HOST_CFLAGS) -Inative/host -o $@ $< $(HOST_DIR)/obj/host/controls.o $(HOST_LDLIBS)

$(RASTER_TEST_BIN): tests/native/raster-test.c $(HOST_DIR)/obj/host/raster.o | native-deps
	$(HOST_CC) $(HOST_HOST_CFLAGS) -Inative/host -o $@ $< $(HOST_DIR)/obj/host/raster.o -lm

$(UNPACK_TEST_BIN): tests/native/unpack-test.c tests/native/read-exact.c $(HOST_DIR)/obj/core/unpack.o \
		$(HOST_DIR)/obj/gen/atlas_data.o | native-deps
	$(HOST_CC) $(HOST_CORE_CFLAGS) -o $@ $< tests/native/read-exact.c $(HOST_DIR)/obj/core/unpack.o \
		$(HOST_DIR)/obj/gen/atlas_data.o

$(SOUNDPACK_TEST_BIN): tests/native/soundpack-test.c tests/native/read-exact.c $(HOST_DIR)/obj/core/soundpack.o \
		$(HOST_DIR)/obj/gen/sound_data.o | native-deps
	$(HOST_CC) $(HOST_CORE_CFLAGS) -o $@ $< tests/native/read-exact.c $(HOST_DIR)/obj/core/soundpack.o \
		$(HOST_DIR)/obj/gen/sound_data.o

$(ARGV_TEST_BIN): tests/native/argv-test.c $(ARGV_TEST_OBJECTS) | native-deps
	$(HOST_CC) $(HOST_CORE_CFLAGS) -Inative/host -o $@ $< $(ARGV_TEST_OBJECTS)

$(MIXER_TEST_BIN): tests/native/mixer-test.c $(HOST_DIR)/obj/host/mixer.o | native-deps
	$(HOST_CC) $(HOST_CORE_CFLAGS) -Inative/host -o $@ $< $(HOST_DIR)/obj/host/mixer.o

-include $(HOST_OBJECTS:.o=.d) $(CONTROLS_TEST_BIN).d $(ARGV_TEST_BIN).d $(RASTER_TEST_BIN).d $(MIXER_TEST_BIN).d \
	$(UNPACK_TEST_BIN).d $(SOUNDPACK_TEST_BIN).d

test: test-native
test-native: $(HOST_BIN) $(HOST_ATLAS_METRICS) $(HOST_ATLAS_PIXELS) $(CONTROLS_TEST_BIN) $(ARGV_TEST_BIN) $(RASTER_TEST_BIN) \
		$(MIXER_TEST_BIN) $(UNPACK_TEST_BIN) $(SOUNDPACK_TEST_BIN) $(SOUND_METRICS) $(DAMAGED_BUNDLE_BIN) \
		$(DAMAGED_SOUND_BIN)
	$(call need,valgrind,Install valgrind: sudo apt-get install valgrind)
	$(call need,Xvfb,Install Xvfb (the window tests run on a virtual display): sudo apt-get install xvfb)
	SENET_HOST=$(HOST_BIN) SENET_CONTROLS_TEST=$(CONTROLS_TEST_BIN) SENET_ARGV_TEST=$(ARGV_TEST_BIN) SENET_RASTER_TEST=$(RASTER_TEST_BIN) SENET_MIXER_TEST=$(MIXER_TEST_BIN) SENET_SOUNDS=$(BUILD)/gen SENET_ATLAS_METRICS=$(HOST_ATLAS_METRICS) \
		SENET_UNPACK_TEST=$(UNPACK_TEST_BIN) SENET_SOUNDPACK_TEST=$(SOUNDPACK_TEST_BIN) SENET_DAMAGED_BUNDLE=$(DAMAGED_BUNDLE_BIN) SENET_DAMAGED_SOUND=$(DAMAGED_SOUND_BIN) SENET_ATLAS_PIXELS=$(HOST_ATLAS_PIXELS) node --test $(NATIVE_TEST_REPORTERS) $(NATIVE_TESTS)

# Every preset's master against itself, on the real clock for Lua and think-call times (the game
# clock is simulated headless: wall times count frames); as the console runs its bench.txt.
SELFPLAY_DIR := $(BUILD)/bench-selfplay
bench: bench-selfplay
bench-selfplay: $(HOST_BIN)
	@echo "self-play: tools/bench/selfplay.txt, headless, no rendering"
	@mkdir -p $(SELFPLAY_DIR)
	@$(HOST_BIN) --headless --no-render --bench tools/bench/selfplay.txt --bench-result $(SELFPLAY_DIR)/bench-result.txt 2>/dev/null
	@cat $(SELFPLAY_DIR)/bench-result.txt

bench: bench-native
bench-native: $(HOST_BIN)
	@echo "native: $(APP_BUNDLE), a whole game against the computer, $(NATIVE_BENCH_FRAMES) headless frames at most"
	@node -e 'import("./tools/screenshots/scripts.mjs").then((m) => process.stdout.write(m.wholeGameScript($(NATIVE_BENCH_FRAMES))))' > $(BUILD)/bench-game.input
	@mkdir -p $(BUILD)/bench-game-data && printf 'aiSpeed=fast\n' > $(BUILD)/bench-game-data/settings.txt
	@$(HOST_BIN) --headless --frames $(NATIVE_BENCH_FRAMES) --input $(BUILD)/bench-game.input --data-dir $(BUILD)/bench-game-data --no-render --stats

# The bundle's expansion at start, timed on this machine (docs/wii.md has figures).
BUNDLE_BENCH := $(BUILD)/bench/bundle-unpack
$(BUNDLE_BENCH): tools/bench/bundle-unpack.c native/core/bundle.c native/core/bundle.h native/core/unpack.c \
		native/core/unpack.h $(BUNDLE_C)
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -Inative/core -o $@ tools/bench/bundle-unpack.c \
		native/core/bundle.c native/core/unpack.c $(BUNDLE_C)

.PHONY: bench-bundle
bench: bench-bundle
bench-bundle: $(BUNDLE_BENCH)
	@$(BUNDLE_BENCH)
