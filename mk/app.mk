# The app (src/platform): the game's Lua bundle that the C program embeds, and its benchmark. Its
# tests (tests/platform) run in mk/tests.mk's vitest runs.

APP_BUNDLE := $(BUILD)/senet.lua
APP_SOURCES := $(shell find src/platform src/game -name '*.ts' 2>/dev/null)

.PHONY: build-app bench-app

build: build-app
build-app: $(APP_BUNDLE)

$(APP_BUNDLE): $(APP_SOURCES) tsconfig.json $(TS_BUILD_INPUTS)
	$(TSTL) -p tsconfig.json

# Lua time per frame of the bundle on lua5.1 with a stub native, while playing and while the AI thinks.
bench: bench-app
bench-app: $(APP_BUNDLE)
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	@echo "app: Lua time per frame, a wii game against the master computer (lua5.1, stub native; must stay under 1 ms)"
	@lua5.1 tests/platform/lua/play-game.lua $(APP_BUNDLE) 0 bench 2
