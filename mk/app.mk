# The app (src/platform): the game's Lua bundle that the C program embeds, its tests and benchmark.

APP_BUNDLE := $(BUILD)/senet.lua
APP_SOURCES := $(shell find src/platform src/game -name '*.ts' 2>/dev/null)

.PHONY: build-app test-app bench-app screenshots

build: build-app
build-app: $(APP_BUNDLE)

$(APP_BUNDLE): $(APP_SOURCES) tsconfig.json tsconfig.base.json node_modules/.package-lock.json
	$(TSTL) -p tsconfig.json

# The whole-suite vitest run (test-game) includes tests/platform, which runs the bundle on Lua 5.1
# and in the headless desktop build (mk/native.mk).
test-game: $(APP_BUNDLE) $(HOST_BIN)

# The app's tests alone (`make test` runs them in test-game's whole-suite run). The fake native
# API measures text with the atlas's glyph metrics (mk/assets.mk).
test-app: $(APP_BUNDLE) $(ATLAS_METRICS) $(HOST_BIN)
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	$(NODE_BIN)/vitest run tests/platform

# Lua time per frame of the bundle on lua5.1 with a stub native, while playing and while the AI thinks.
bench: bench-app
bench-app: $(APP_BUNDLE)
	$(call need,lua5.1,Install Lua 5.1: sudo apt-get install lua5.1)
	@echo "app: Lua time per frame, a wii game against the master computer (lua5.1, stub native; must stay under 1 ms)"
	@lua5.1 tests/platform/lua/play-game.lua $(APP_BUNDLE) 0 bench 2

# docs/screenshots/*.png: every screen in English and Spanish from the headless desktop build.
screenshots: $(HOST_BIN) $(APP_BUNDLE)
	node tools/screenshots/take.mjs $(HOST_BIN) $(APP_BUNDLE)
