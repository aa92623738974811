# The game's TypeScript: the Lua 5.1 bundles (TypeScriptToLua) and the Node build.

GAME_SOURCES := $(shell find src -name '*.ts' 2>/dev/null)
TSTL := $(NODE_BIN)/tstl
TSC := $(NODE_BIN)/tsc

ENGINE_LUA := $(BUILD)/senet-engine.lua
HARNESS_LUA := $(BUILD)/test-harness.lua
BENCH_LUA := $(BUILD)/bench-rules.lua
NODE_STAMP := $(BUILD)/node/.stamp

.PHONY: build-game test-game test-rules bench-game

build: build-game
build-game: $(ENGINE_LUA) $(HARNESS_LUA) $(NODE_STAMP)

$(ENGINE_LUA): $(GAME_SOURCES) tsconfig.engine.json tsconfig.base.json node_modules/.package-lock.json
	$(TSTL) -p tsconfig.engine.json

$(HARNESS_LUA): $(GAME_SOURCES) $(shell find tests/harness -name '*.ts' 2>/dev/null) tsconfig.harness.json tsconfig.base.json node_modules/.package-lock.json
	$(TSTL) -p tsconfig.harness.json

$(BENCH_LUA): $(GAME_SOURCES) $(wildcard tools/bench/*.ts) tsconfig.bench.json tsconfig.base.json node_modules/.package-lock.json
	$(TSTL) -p tsconfig.bench.json

$(NODE_STAMP): $(GAME_SOURCES) tsconfig.node.json tsconfig.base.json node_modules/.package-lock.json
	$(TSC) -p tsconfig.node.json
	@touch $@

test: test-game
test-game: build-game
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	$(NODE_BIN)/vitest run

# Only the rules suite (scenarios per seed sentence and VARIANTS.md row, properties); `test-game` runs it too.
test-rules: build-game
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	$(NODE_BIN)/vitest run --dir tests/rules

bench: bench-game
bench-game: build-game $(BENCH_LUA)
	$(NODE_BIN)/tsx tools/bench/rules-node.ts
	lua5.1 $(BENCH_LUA)
