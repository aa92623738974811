# Prerequisites: tools/deps.sh installs what a purpose needs; `need` names a missing tool.

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
