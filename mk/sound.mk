# The sound bank (effects and music) synthesized at build time by tools/sound from the parameters
# in assets/sounds/, embedded in the program like the atlas.
#   make sounds   build/gen/sound_data.c (SOUND_C), build/gen/sounds.json (SOUND_METRICS) and a
#                 WAV preview of every sound in build/gen/sounds/
#   make bench-sound-packing   the samples' size packed losslessly in several ways, the embedded one among them
#   make bench-sound   the packed bank's size and what expanding it at start costs

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

# How small the samples pack losslessly, in several ways (docs/assets.md has the figures).
.PHONY: bench-sound-packing
bench: bench-sound-packing
bench-sound-packing:
	@nice -n 10 node tools/sound/measure-packing.mjs assets

# The bank's expansion at start, timed on this machine (docs/wii.md has figures).
SOUND_BENCH := $(BUILD)/bench/sound-unpack
$(SOUND_BENCH): tools/bench/sound-unpack.c native/core/soundpack.c native/core/soundpack.h native/core/sound-bank.h $(SOUND_C)
	@mkdir -p $(dir $@)
	$(HOST_CC) -std=c99 -D_POSIX_C_SOURCE=200112L $(C_WARNINGS) -Wpedantic -O2 -Inative/core -o $@ \
		tools/bench/sound-unpack.c native/core/soundpack.c $(SOUND_C)

.PHONY: bench-sound
bench: bench-sound
bench-sound: $(SOUND_BENCH)
	@$(SOUND_BENCH)
