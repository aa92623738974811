# Releases: what CI's workflow (.github/workflows/ci.yml) runs besides make test, make wii and
# make dist, and what it checks before a version tag becomes a GitHub release.
#   make release-check TAG=vX.Y.Z   the tag is package.json's version, $(BUILD) holds make dist's
#                     zip of it, meta.xml, senet.oscmeta and CHANGELOG.md agree with package.json;
#                     writes $(BUILD)/release-notes.md, the newest section of CHANGELOG.md
#   make lint-workflows   .github/workflows/*.yml through actionlint (tests/repo/workflows.test.ts
#                     runs it in make test)

.PHONY: release-check lint-workflows

release-check:
	@test -n "$(TAG)" || { echo "error: say which tag: make release-check TAG=v$(WII_VERSION)" >&2; exit 2; }
	node tools/wii/check-meta.mjs meta.xml senet.oscmeta
	node tools/release/check-release.mjs $(TAG) $(BUILD)

lint-workflows: node_modules/.package-lock.json
	node tools/release/lint-workflows.mjs
