# The AI opponent: its Lua 5.1 benchmarks (make bench-ai, every level unless LEVELS="expert master"
# names some, every preset unless PRESETS="kendall modern" names some; make bench-search, the search's speed on the same decisions every run), and the Node build (make build-ai-tools)
# of the tournament, the trainers that rebuild what ships (tools/train) and the experiments behind
# docs/ai.md's figures (tools/experiments). Its tests live in tests/ai and run in the whole vitest
# suite (make test-vitest); make typecheck checks the tools' types.

AI_BENCH_LUA := $(BUILD)/bench-ai.lua
AI_SEARCH_BENCH_LUA := $(BUILD)/bench-search.lua
AI_TOOLS_STAMP := $(BUILD)/tools/.stamp

.PHONY: bench-ai bench-search build-ai-tools tournament

$(AI_BENCH_LUA): $(GAME_SOURCES) tools/bench/ai-lua.ts tools/bench/wii-frames.ts src/platform/screens/frame-thinker.ts \
		tsconfig.bench-ai.json $(TS_BUILD_INPUTS)
	$(TSTL) -p tsconfig.bench-ai.json

$(AI_SEARCH_BENCH_LUA): $(GAME_SOURCES) tools/bench/search-lua.ts tsconfig.bench-search.json $(TS_BUILD_INPUTS)
	$(TSTL) -p tsconfig.bench-search.json

$(AI_TOOLS_STAMP): $(GAME_SOURCES) $(wildcard tools/tournament/*.ts tools/train/*.ts tools/experiments/*.ts tools/exact-play/*.ts) tools/bench/wii-frames.ts \
		src/platform/screens/frame-thinker.ts tsconfig.tools.json $(TS_BUILD_INPUTS)
	$(TSC) -p tsconfig.tools.json
	@touch $@

build-ai-tools: $(AI_TOOLS_STAMP)

bench: bench-ai bench-search
bench-ai: $(AI_BENCH_LUA)
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	lua5.1 $(AI_BENCH_LUA) $(LEVELS) $(PRESETS)

bench-search: $(AI_SEARCH_BENCH_LUA)
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	lua5.1 $(AI_SEARCH_BENCH_LUA)

# make tournament ARGS="--presets wii --levels master,greedy --games 2000"
tournament: $(AI_TOOLS_STAMP)
	node $(BUILD)/tools/tools/tournament/tournament.js $(ARGS)
