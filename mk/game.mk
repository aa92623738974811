# The game's TypeScript (src/game): the Lua 5.1 bundles (TypeScriptToLua) and the Node build.
# Its tests (tests/rules, tests/ai, tests/protocol) run in mk/tests.mk's vitest runs.

# The rules, the AI and the protocol; each build below adds the files its tsconfig includes.
GAME_SOURCES := $(shell find src/game -name '*.ts' 2>/dev/null)
TSTL := $(NODE_BIN)/tstl
TSC := $(NODE_BIN)/tsc
# What every TypeScript build reads besides its sources and its own tsconfig: the shared settings
# and the installed compilers.
TS_BUILD_INPUTS := tsconfig.base.json node_modules/.package-lock.json

ENGINE_LUA := $(BUILD)/senet-engine.lua
HARNESS_LUA := $(BUILD)/test-harness.lua
BENCH_LUA := $(BUILD)/bench-rules.lua
NODE_STAMP := $(BUILD)/node/.stamp

.PHONY: build-game bench-game

build: build-game
build-game: $(ENGINE_LUA) $(HARNESS_LUA) $(NODE_STAMP)

$(ENGINE_LUA): $(GAME_SOURCES) src/cli/engine-lua.ts tsconfig.engine.json $(TS_BUILD_INPUTS)
	$(TSTL) -p tsconfig.engine.json

$(HARNESS_LUA): $(GAME_SOURCES) $(wildcard tests/harness/*.ts) tsconfig.harness.json $(TS_BUILD_INPUTS)
	$(TSTL) -p tsconfig.harness.json

$(BENCH_LUA): $(GAME_SOURCES) tools/bench/rules-bench.ts tools/bench/save-bench.ts tools/bench/rules-lua.ts tsconfig.bench.json \
		$(TS_BUILD_INPUTS)
	$(TSTL) -p tsconfig.bench.json

$(NODE_STAMP): $(GAME_SOURCES) src/cli/engine-node.ts tsconfig.node.json $(TS_BUILD_INPUTS)
	$(TSC) -p tsconfig.node.json
	@touch $@

bench: bench-game
bench-game: $(BENCH_LUA)
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	$(NODE_BIN)/tsx tools/bench/rules-node.ts
	lua5.1 $(BENCH_LUA)
