# The native program: the Lua VM core (native/core) with the SDL2 desktop backend (native/host).
#   make host              build/host/senet (embeds APP_BUNDLE, the atlas and the sound bank)
#   make run               build it and start it in a window
#   make test-native       the host's tests (tests/native: headless, valgrind, a virtual display)
#   make test-native-unit  its C unit tests alone (tests/native/*-test.c: controls, argv, raster,
#                          mixer, the atlas's and the sound bank's decoders)
#   make screenshots       docs/screenshots/*.png, every screen in English and Spanish, headless
#   make bench-native      Lua time per frame and Lua heap use over a headless run
#   make bench-selfplay    the self-play benchmark (tools/bench/selfplay.txt) headless: its result
#   make bench-bundle      the packed Lua bundle's size and what expanding it at start costs

.PHONY: host run test-native test-native-unit screenshots bench-native bench-selfplay bench-bundle native-deps

HOST_DIR := $(BUILD)/host
HOST_OBJ := $(HOST_DIR)/obj
HOST_BIN := $(HOST_DIR)/senet
HOST_PACKAGES := sdl2 lua5.1
LUA_CFLAGS := $(shell pkg-config --cflags lua5.1 2>/dev/null)
LUA_LIBS := $(shell pkg-config --libs lua5.1 2>/dev/null)
HOST_PACKAGE_CFLAGS := $(shell pkg-config --cflags $(HOST_PACKAGES) 2>/dev/null)
HOST_PACKAGE_LIBS := $(shell pkg-config --libs $(HOST_PACKAGES) 2>/dev/null)
HOST_COMMON_FLAGS := -std=c99 $(C_WARNINGS) -O2 -g -Inative/core
# The core is plain C99 that sees only Lua (it also builds with devkitPPC); the host may use
# POSIX and SDL.
HOST_CORE_CFLAGS := $(HOST_COMMON_FLAGS) -Wpedantic $(LUA_CFLAGS)
HOST_HOST_CFLAGS := $(HOST_COMMON_FLAGS) -D_POSIX_C_SOURCE=200809L $(HOST_PACKAGE_CFLAGS)
HOST_LDLIBS := $(HOST_PACKAGE_LIBS) -lm

# The bundle as C (bundle_packed, bundle_packed_size: native/core/bundle.h), for every backend;
# packed (tools/atlas/pack-pixels.mjs' stream of bytes), native/core/bundle.c expands it at start.
BUNDLE_C := $(BUILD)/gen/bundle_data.c
# The sound bank with one bit of its checksum changed (tests/native/fixtures/damage-sound-bank.mjs),
# for the tests of both backends: the program must play on, silent.
DAMAGED_SOUND_C := $(BUILD)/gen/damaged_sound_data.c

# The program without its generated data, then with it. Generated C (build/gen/x.c) compiles
# into $(HOST_OBJ)/gen/x.o.
HOST_CORE_OBJECTS := $(patsubst native/core/%.c,$(HOST_OBJ)/core/%.o,$(wildcard native/core/*.c))
HOST_BACKEND_OBJECTS := $(patsubst native/host/%.c,$(HOST_OBJ)/host/%.o,$(wildcard native/host/*.c))
HOST_PROGRAM_OBJECTS := $(HOST_CORE_OBJECTS) $(HOST_BACKEND_OBJECTS)
HOST_BUNDLE_O := $(HOST_OBJ)/gen/bundle_data.o
HOST_ATLAS_O := $(HOST_OBJ)/gen/atlas_data.o
HOST_SOUND_O := $(HOST_OBJ)/gen/sound_data.o
HOST_OBJECTS := $(HOST_PROGRAM_OBJECTS) $(HOST_BUNDLE_O) $(HOST_ATLAS_O) $(HOST_SOUND_O)

# The programs tests/native runs besides the program itself (tests/native/x.c compiles into
# $(HOST_OBJ)/tests/x.o).
# The program with a damaged bundle built in (tests/native/fixtures/damaged_bundle.c): an error.
DAMAGED_BUNDLE_BIN := $(HOST_DIR)/senet-damaged-bundle
# The program with its sound bank damaged: silent.
DAMAGED_SOUND_BIN := $(HOST_DIR)/senet-damaged-sound
# The program whose Lua state cannot be made (tests/native/fixtures/no_lua_state.c): an error.
NO_LUA_STATE_BIN := $(HOST_DIR)/senet-no-lua-state
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
NATIVE_UNIT_BINS := $(CONTROLS_TEST_BIN) $(ARGV_TEST_BIN) $(RASTER_TEST_BIN) $(MIXER_TEST_BIN) $(UNPACK_TEST_BIN) \
	$(SOUNDPACK_TEST_BIN)
NATIVE_TEST_BINS := $(HOST_BIN) $(DAMAGED_BUNDLE_BIN) $(DAMAGED_SOUND_BIN) $(NO_LUA_STATE_BIN) $(NATIVE_UNIT_BINS)

# Node's own test runner (not vitest, which runs tests/**/*.test.ts): these need the programs.
NATIVE_TESTS := $(wildcard tests/native/test-*.mjs)
# Those of them that run a C unit test alone (whichever are there: a bare-machine test keeps none).
NATIVE_UNIT_TESTS := $(wildcard $(patsubst %,tests/native/test-%.mjs,argv controls mixer raster soundpack unpack))
# And the files they read: the atlas's and the sound bank's metrics, previews and raw pixels,
# the Lua bundle (test-unpack.mjs packs it as the program does).
NATIVE_TEST_FILES := $(ATLAS_METRICS) $(ATLAS_PIXELS) $(SOUND_METRICS) $(APP_BUNDLE)
NATIVE_TEST_ENV := SENET_HOST=$(HOST_BIN) SENET_CONTROLS_TEST=$(CONTROLS_TEST_BIN) SENET_ARGV_TEST=$(ARGV_TEST_BIN) \
	SENET_RASTER_TEST=$(RASTER_TEST_BIN) SENET_MIXER_TEST=$(MIXER_TEST_BIN) SENET_UNPACK_TEST=$(UNPACK_TEST_BIN) \
	SENET_SOUNDPACK_TEST=$(SOUNDPACK_TEST_BIN) SENET_DAMAGED_BUNDLE=$(DAMAGED_BUNDLE_BIN) \
	SENET_DAMAGED_SOUND=$(DAMAGED_SOUND_BIN) SENET_NO_LUA_STATE=$(NO_LUA_STATE_BIN) SENET_SOUNDS=$(BUILD)/gen SENET_ATLAS_METRICS=$(ATLAS_METRICS) \
	SENET_ATLAS_PIXELS=$(ATLAS_PIXELS)
NATIVE_TEST_REPORTERS := --test-reporter=spec --test-reporter-destination=stdout \
	--test-reporter=./tests/native/lib/summary-reporter.mjs --test-reporter-destination=stdout
NATIVE_BENCH_FRAMES := 40000

host: $(HOST_BIN)

run: $(HOST_BIN)
	$(HOST_BIN)

native-deps:
	$(call need,$(firstword $(HOST_CC)),Install a C compiler: sudo apt-get install gcc)
	$(call need,pkg-config,Install pkg-config: sudo apt-get install pkg-config)
	@pkg-config --exists sdl2 || { echo "error: the SDL2 development files are missing. Install them: sudo apt-get install libsdl2-dev" >&2; exit 1; }
	@pkg-config --exists lua5.1 || { echo "error: the Lua 5.1 development files are missing. Install them: sudo apt-get install liblua5.1-0-dev" >&2; exit 1; }

$(HOST_OBJ)/core/%.o: native/core/%.c | native-deps
	$(call compile,$(HOST_CORE_CFLAGS))

$(HOST_OBJ)/host/%.o: native/host/%.c | native-deps
	$(call compile,$(HOST_HOST_CFLAGS))

# Generated data: tables, no code worth optimising.
$(HOST_OBJ)/gen/%.o: $(BUILD)/gen/%.c | native-deps
	$(call compile,$(HOST_CORE_CFLAGS) -O0)

# The tests' C: as the core is compiled, seeing the host's headers too; the unit tests of
# SDL-facing code (controls, raster) as the host is.
HOST_TEST_CFLAGS = $(HOST_CORE_CFLAGS) -Inative/host
$(HOST_OBJ)/tests/controls-test.o $(HOST_OBJ)/tests/raster-test.o: HOST_TEST_CFLAGS = $(HOST_HOST_CFLAGS) -Inative/host
$(HOST_OBJ)/tests/%.o: tests/native/%.c | native-deps
	$(call compile,$(HOST_TEST_CFLAGS))

$(HOST_BIN): $(HOST_OBJECTS)
	$(call link,$(HOST_LDLIBS))

$(DAMAGED_BUNDLE_BIN): $(HOST_PROGRAM_OBJECTS) $(HOST_OBJ)/tests/fixtures/damaged_bundle.o $(HOST_ATLAS_O) $(HOST_SOUND_O)
	$(call link,$(HOST_LDLIBS))

$(DAMAGED_SOUND_BIN): $(HOST_PROGRAM_OBJECTS) $(HOST_BUNDLE_O) $(HOST_ATLAS_O) $(HOST_OBJ)/gen/damaged_sound_data.o
	$(call link,$(HOST_LDLIBS))

$(NO_LUA_STATE_BIN): $(HOST_OBJECTS) $(HOST_OBJ)/tests/fixtures/no_lua_state.o
	$(call link,$(HOST_LDLIBS) -Xlinker --wrap=lua_newstate)

$(CONTROLS_TEST_BIN): $(HOST_OBJ)/tests/controls-test.o $(HOST_OBJ)/host/controls.o
	$(call link,$(HOST_LDLIBS))

$(RASTER_TEST_BIN): $(HOST_OBJ)/tests/raster-test.o $(HOST_OBJ)/host/raster.o
	$(call link,-lm)

$(UNPACK_TEST_BIN): $(HOST_OBJ)/tests/unpack-test.o $(HOST_OBJ)/tests/read-exact.o $(HOST_OBJ)/core/unpack.o $(HOST_ATLAS_O)
	$(call link,)

$(SOUNDPACK_TEST_BIN): $(HOST_OBJ)/tests/soundpack-test.o $(HOST_OBJ)/tests/read-exact.o $(HOST_OBJ)/core/soundpack.o \
		$(HOST_SOUND_O)
	$(call link,)

$(ARGV_TEST_BIN): $(HOST_OBJ)/tests/argv-test.o $(HOST_OBJ)/core/options.o $(HOST_OBJ)/core/number.o \
		$(HOST_OBJ)/host/args.o $(HOST_OBJ)/host/language.o
	$(call link,)

$(MIXER_TEST_BIN): $(HOST_OBJ)/tests/mixer-test.o $(HOST_OBJ)/host/mixer.o
	$(call link,)

$(BUNDLE_C): $(APP_BUNDLE) tools/bundle/embed.mjs tools/atlas/pack-pixels.mjs tools/atlas/emit-c.mjs
	@mkdir -p $(@D)
	node tools/bundle/embed.mjs $(APP_BUNDLE) $@

$(DAMAGED_SOUND_C): $(SOUND_C) tests/native/fixtures/damage-sound-bank.mjs
	node tests/native/fixtures/damage-sound-bank.mjs $(SOUND_C) $@

test-native: $(NATIVE_TEST_BINS) $(NATIVE_TEST_FILES)
	$(call need,valgrind,Install valgrind: sudo apt-get install valgrind)
	$(call need,Xvfb,Install Xvfb (the window tests run on a virtual display): sudo apt-get install xvfb)
	$(NATIVE_TEST_ENV) node --test $(NATIVE_TEST_REPORTERS) $(NATIVE_TESTS)

test-native-unit: $(NATIVE_UNIT_BINS) $(NATIVE_TEST_FILES)
	$(call need,valgrind,Install valgrind: sudo apt-get install valgrind)
	$(NATIVE_TEST_ENV) SUMMARY_LABEL="native unit tests" node --test --test-concurrency=$(PROCESSORS) \
		$(NATIVE_TEST_REPORTERS) $(NATIVE_UNIT_TESTS)

# docs/screenshots/*.png: every screen in English and Spanish from the headless desktop build.
screenshots: $(HOST_BIN) $(APP_BUNDLE)
	node tools/screenshots/take.mjs $(HOST_BIN) $(APP_BUNDLE)

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
	$(HOST_CC) -std=c99 $(C_WARNINGS) -Wpedantic -O2 -Inative/core -o $@ tools/bench/bundle-unpack.c \
		native/core/bundle.c native/core/unpack.c $(BUNDLE_C)

bench: bench-bundle
bench-bundle: $(BUNDLE_BENCH)
	@$(BUNDLE_BENCH)
