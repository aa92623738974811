# Senet for Wii: every build and test starts here. Each area keeps its rules in mk/*.mk.
#   make run      build the desktop program and start it
#   make test     every test (Node, Lua 5.1, native host build)
#   make bench    every benchmark figure
#   make host     the desktop program, build/host/senet
#   make wii      the Wii program, build/wii/boot.dol (needs devkitPro)
#   make dist     the Homebrew Channel zip
#   make dolphin  start the .dol in Dolphin

.DEFAULT_GOAL := run
.PHONY: all build test bench clean
# A command that fails leaves no output behind: tstl writes its bundle even when it reports an
# error, and a later make would take that bundle as up to date.
.DELETE_ON_ERROR:

BUILD := build
NODE_BIN := node_modules/.bin

# Prerequisites first: make works through a target's prerequisites in the order they are named.
test: deps
bench: deps
run: deps-run

include mk/tools.mk
include mk/game.mk
include mk/assets.mk
include mk/sound.mk
include mk/native.mk
include mk/wii.mk
include mk/ai.mk
include mk/app.mk

all: build

clean:
	rm -rf $(BUILD)
