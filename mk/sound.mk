# The sound bank (effects and music) synthesized at build time by tools/sound from the parameters
# in assets/sounds/, embedded in the program like the atlas.
#   make sounds   build/gen/sound_data.c (SOUND_C), build/gen/sounds.json (SOUND_METRICS) and a
#                 WAV preview of every sound in build/gen/sounds/
#   make bench-sound-packing   the samples' size packed losslessly in two ways (measured, not done)

SOUND_C := $(BUILD)/gen/sound_data.c
SOUND_METRICS := $(BUILD)/gen/sounds.json
SOUND_SOURCES := $(wildcard assets/sounds/*.json) $(wildcard tools/sound/*.mjs) tools/lib/random.mjs tools/atlas/emit-c.mjs \
	tools/atlas/pack-pixels.mjs

.PHONY: sounds

sounds: $(SOUND_C) $(SOUND_METRICS)

# One run writes the C file, the metrics and the previews (a grouped target).
$(SOUND_C) $(SOUND_METRICS) &: $(SOUND_SOURCES)
	$(call need,node,Install Node.js 20 or newer: sudo apt-get install nodejs npm)
	node tools/sound/build.mjs assets $(BUILD)/gen
	@touch $(SOUND_C) $(SOUND_METRICS)

# The generator's tests live in tests/assets, in the vitest run of test-game; they need the files.
test-game: sounds
test-assets: sounds

# How small the samples could be packed losslessly (docs/assets.md has the figures).
.PHONY: bench-sound-packing
bench: bench-sound-packing
bench-sound-packing:
	@nice -n 10 node tools/sound/measure-packing.mjs assets
