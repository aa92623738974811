# Checks that the tools a target needs are installed, with a way to install each.

# $(call need,COMMAND,HOW TO INSTALL)
need = @command -v $(1) >/dev/null 2>&1 || { echo "error: '$(1)' is not installed. $(2)" >&2; exit 1; }

node_modules/.package-lock.json: package.json package-lock.json
	$(call need,npm,Install Node.js 20 or newer: sudo apt-get install nodejs npm)
	npm ci
	@touch $@
