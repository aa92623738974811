# Senet for Wii: every build and test starts here. Each area keeps its rules in mk/*.mk.
#   make run          install what is missing, build the desktop program and start it
#   make test         install what is missing, then the whole suite (what CI runs): the types of
#                     tests/ and tools/, every vitest file, the desktop program's tests, the Wii
#                     backend's on the host (mk/tests.mk)
#   make check        the edit loop, a couple of minutes: the rules on Node and Lua 5.1, the app,
#                     the native C unit tests (nothing installed first)
#   make bench        install what is missing, then every benchmark figure
#   make host         the desktop program, build/host/senet
#   make wii          the Wii program, build/wii/boot.dol (needs devkitPro)
#   make dist         the Homebrew Channel zip, build/senet-wii-VERSION.zip (package.json's version)
#   make release-check TAG=vX.Y.Z   what CI checks before a tag becomes a release (mk/release.mk)
#   make dolphin      start the .dol in Dolphin
#   make clean        remove build/
# Each suite alone: test-vitest, test-rules, test-app, test-assets, typecheck (mk/tests.mk);
# test-native, test-native-unit (mk/native.mk); test-wii, test-wii-pure, test-wii-api,
# test-wii-fake (mk/wii.mk). make build-tests builds what they all use and runs none.

.DEFAULT_GOAL := run
.PHONY: all build test bench clean
# A command that fails leaves no output behind: tstl writes its bundle even when it reports an
# error, and a later make would take that bundle as up to date.
.DELETE_ON_ERROR:

BUILD := build
NODE_BIN := node_modules/.bin

# `make run`, `make test` and `make bench` install what is missing first (tools/deps.sh), then
# hand their goals to a second make, which reads mk/*.mk only then: on a bare machine nothing
# those files ask of the system as they are read (pkg-config's flags for SDL2 and Lua in
# mk/native.mk) is asked before the packages are there. DEPS_INSTALLED=yes skips the install.
INSTALLING_GOALS := run test bench
GOALS := $(or $(MAKECMDGOALS),$(.DEFAULT_GOAL))
ifneq ($(if $(DEPS_INSTALLED),,$(filter $(INSTALLING_GOALS),$(GOALS))),)

.PHONY: $(GOALS) install-then-make
$(GOALS): install-then-make
	@:
install-then-make:
	@tools/deps.sh $(if $(filter test bench,$(GOALS)),test,run)
	@$(MAKE) --no-print-directory DEPS_INSTALLED=yes $(MAKECMDGOALS)

else

include mk/tools.mk
include mk/game.mk
include mk/assets.mk
include mk/sound.mk
include mk/app.mk
include mk/native.mk
include mk/wii.mk
include mk/release.mk
include mk/ai.mk
include mk/tests.mk
# Each object's list of the headers it read (mk/tools.mk's compile).
-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

all: build

clean:
	rm -rf $(BUILD)

endif
