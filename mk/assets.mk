# The texture atlas (art + font glyphs) generated at build time by tools/atlas, and the HBC icon.

ATLAS_C := $(BUILD)/gen/atlas_data.c
ATLAS_METRICS := $(BUILD)/gen/atlas-metrics.json
ATLAS_PREVIEW := $(BUILD)/gen/atlas.png
# The pixels atlas_data.c packs, raw (width * height * 4 bytes), for the tests.
ATLAS_PIXELS := $(BUILD)/gen/atlas.rgba
ATLAS_SOURCES := $(wildcard assets/images/*.svg) $(wildcard tools/atlas/*.mjs)

.PHONY: atlas atlas-mockup icon test-assets

atlas: $(ATLAS_C) $(ATLAS_METRICS) $(ATLAS_PREVIEW) $(ATLAS_PIXELS)

# One run writes all four files (a grouped target).
$(ATLAS_C) $(ATLAS_METRICS) $(ATLAS_PREVIEW) $(ATLAS_PIXELS) &: $(ATLAS_SOURCES) node_modules/.package-lock.json
	$(call need,node,Install Node.js 20 or newer: sudo apt-get install nodejs npm)
	node tools/atlas/build.mjs assets $(BUILD)/gen
	@touch $(ATLAS_C) $(ATLAS_METRICS) $(ATLAS_PREVIEW) $(ATLAS_PIXELS)

# A sample screen drawn from the atlas as the core draws it, to review the art by eye.
atlas-mockup: $(ATLAS_C)
	node tools/atlas/mockup.mjs assets $(BUILD)/gen/mockup.png
	@echo "wrote $(BUILD)/gen/mockup.png"

# icon.png is committed; `make icon` regenerates it after assets/icon.svg changes.
icon: assets/icon.svg tools/atlas/icon.mjs tools/atlas/raster.mjs tools/atlas/png.mjs node_modules/.package-lock.json
	node tools/atlas/icon.mjs assets/icon.svg icon.png

# The asset tests live in tests/assets and run in the vitest run of test-game; they need the files.
test: test-assets
test-game: atlas
test-assets: atlas
