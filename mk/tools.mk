# Prerequisites: tools/deps.sh installs what a purpose needs; `need` names a missing tool. And what
# every C program built on this machine shares: the compiler, the warnings, the recipes.

# $(call need,COMMAND,HOW TO INSTALL)
need = @command -v $(1) >/dev/null 2>&1 || { echo "error: '$(1)' is not installed. $(2)" >&2; exit 1; }

.PHONY: deps deps-run
deps:
	@tools/deps.sh test
deps-run:
	@tools/deps.sh run

node_modules/.package-lock.json: package.json package-lock.json
	$(call need,npm,Install Node.js 20 or newer: sudo apt-get install nodejs npm)
	npm ci --no-audit --no-fund
	@touch $@

# This machine's processors, for the test runs that take one each.
PROCESSORS := $(shell nproc 2>/dev/null || echo 2)

# The C compiler of everything that runs on this machine (the desktop program, the tests'
# programs, the benchmarks), and the warnings each of its compiles treats as errors.
HOST_CC ?= gcc
C_WARNINGS := -Wall -Wextra -Werror

# $(call objects,DIR,SOURCES): where SOURCES' objects go under DIR (a/b.c becomes DIR/a/b.o).
objects = $(patsubst %.c,$(1)/%.o,$(2))

# $(call compile,FLAGS): an object's recipe, compiling $< with FLAGS; the .d beside the object
# lists the headers it read, so a changed header rebuilds it.
define compile
@mkdir -p $(@D)
$(HOST_CC) $(1) -MMD -MP -c $< -o $@
endef

# $(call link,LIBRARIES): a program's recipe, linking the objects among its prerequisites.
define link
@mkdir -p $(@D)
$(HOST_CC) -o $@ $(filter %.o,$^) $(1)
endef

# $(call in-temp-dir,COMMAND): runs COMMAND with a new empty folder as its last argument, then
# removes the folder; the status is COMMAND's.
in-temp-dir = (dir=$$(mktemp -d) && { $(1) $$dir; status=$$?; rm -rf $$dir; exit $$status; })
