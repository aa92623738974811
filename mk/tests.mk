# The test tiers, and the vitest runs of each area (mk/native.mk and mk/wii.mk run the C programs).
#   make test          the whole suite, what CI runs: the types of tests/ and tools/, every vitest
#                      file (the bare-machine first run and the protocol's fuzz seeds among them),
#                      test-native and test-wii
#   make check         the edit loop: the rules on Node and Lua 5.1 (but for random-games.test.ts's
#                      44,000 whole games), the app, the native C unit tests
#   make test-vitest   every tests/**/*.test.ts
#   make test-rules    tests/rules alone: the rules on Node and on Lua 5.1 (scenarios per seed
#                      sentence and docs/rules.md row, properties)
#   make test-app      tests/platform alone: the app, on the fake native API, on Lua 5.1 and in the
#                      headless desktop program
#   make test-assets   tests/assets alone: the atlas, the sound bank, the embedded sizes
#   make typecheck     tsc --noEmit over tests/ and tools/ (src/ is checked by its own builds)
#   make build-tests   every program, bundle and generated file the tests use, built, none run

.PHONY: test check test-vitest test-rules test-app test-assets typecheck build-tests

VITEST := $(NODE_BIN)/vitest
# What each area's tests read. The rules', the AI's and the protocol's: the engine on Node and on
# Lua 5.1 and the rules harness on Lua 5.1.
GAME_TEST_FILES := $(ENGINE_LUA) $(HARNESS_LUA) $(NODE_STAMP)
# The app's: its bundle, the atlas's metrics (the fake native API measures text with them), the
# sound bank's, and the desktop program that runs the bundle headless.
APP_TEST_FILES := $(APP_BUNDLE) $(ATLAS_METRICS) $(SOUND_METRICS) $(HOST_BIN)
# The assets': every generated file, and the bundle as C (tests/assets/atlas-size.test.ts weighs it).
ASSET_TEST_FILES := $(ATLAS_C) $(ATLAS_METRICS) $(ATLAS_PREVIEW) $(ATLAS_PIXELS) $(SOUND_C) $(SOUND_METRICS) $(BUNDLE_C)
VITEST_FILES := $(GAME_TEST_FILES) $(APP_TEST_FILES) $(ASSET_TEST_FILES)
# Both tiers run a vitest worker on every processor (no test reads the host's clock, so sharing
# them changes no outcome); make check leaves out the sweeps that make test runs: 10,000 random
# games a preset on Node and 1,000 on Lua 5.1 (a third of the rules' and the app's time).
CHECK_LEAVES_OUT := tests/rules/random-games.test.ts
NEED_LUA = $(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)

test: typecheck test-vitest test-native test-wii

check: test-native-unit $(GAME_TEST_FILES) $(APP_TEST_FILES)
	$(NEED_LUA)
	$(VITEST) run --maxWorkers=$(PROCESSORS) $(addprefix --exclude ,$(CHECK_LEAVES_OUT)) tests/rules tests/platform

test-vitest: $(VITEST_FILES)
	$(NEED_LUA)
	$(VITEST) run --maxWorkers=$(PROCESSORS)

test-rules: $(GAME_TEST_FILES)
	$(NEED_LUA)
	$(VITEST) run tests/rules

test-app: $(APP_TEST_FILES)
	$(NEED_LUA)
	$(VITEST) run tests/platform

test-assets: $(ASSET_TEST_FILES)
	$(VITEST) run tests/assets

# The tests' and the tools' own code, on Node; and the few files TypeScriptToLua bundles for Lua 5.1
# (the rules harness's and the benchmarks' entry points), with Lua's types.
typecheck: node_modules/.package-lock.json
	$(TSC) -p tsconfig.typecheck.json
	$(TSC) -p tsconfig.typecheck-lua.json

build-tests: $(VITEST_FILES) $(NATIVE_TEST_BINS) $(NATIVE_TEST_FILES) $(WII_TEST_BINS) $(WII_GENERATED) $(SOUND_METRICS)
