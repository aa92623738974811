# The texture atlas (art + font glyphs) generated at build time by tools/atlas, and the HBC icon.
#   make bench-atlas   the atlas's packed size and what expanding it at start costs

ATLAS_C := $(BUILD)/gen/atlas_data.c
ATLAS_METRICS := $(BUILD)/gen/atlas-metrics.json
ATLAS_PREVIEW := $(BUILD)/gen/atlas.png
# The pixels atlas_data.c packs, raw (width * height * 4 bytes), for the tests.
ATLAS_PIXELS := $(BUILD)/gen/atlas.rgba
ATLAS_SOURCES := $(wildcard assets/images/*.svg) $(wildcard tools/atlas/*.mjs)

.PHONY: atlas atlas-mockup icon bench-atlas

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

# The decoder and the Wii's in-place tiling, timed on this machine (docs/assets.md has figures).
ATLAS_BENCH := $(BUILD)/bench/atlas-unpack
$(ATLAS_BENCH): tools/bench/atlas-unpack.c native/core/unpack.c native/core/unpack.h native/wii/wii_texture.c \
		native/wii/wii_texture.h native/core/atlas.h $(ATLAS_C)
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=c99 $(C_WARNINGS) -Wpedantic -O2 -Inative/core -Inative/wii -o $@ tools/bench/atlas-unpack.c \
		native/core/unpack.c native/wii/wii_texture.c $(ATLAS_C)

bench: bench-atlas
bench-atlas: $(ATLAS_BENCH)
	@$(ATLAS_BENCH)
