// Compiles native/wii with the host's gcc (syntax and types only, warnings as errors) against a
// stand-in libogc for each branch, generated from docs/wii-api-checked.txt (tools/wii/stand-in.mjs):
// the declarations recorded as read in libogc 2.14.1's headers for the 2.x branch, those read in
// 3.1.0's for the 3.x branch (its _V_MAJOR_ is 3, so SYS_MainLoop's code is the one compiled). It
// proves the sources agree in types with each branch's declarations. It does not prove the program
// links or runs: the stand-in has no bodies, and devkitPPC's compiler may still disagree. With
// --headers-only it writes the stand-ins and compiles nothing (the fake libogc's tests build on
// them). The compiler is $CC, gcc when that is not set.
// Usage: node tools/wii/check-compile.mjs [--headers-only] OUTPUT_DIRECTORY
//   (--list FILE and --sources DIR read another list or sources, for the tests)
//   (the stand-ins go to OUTPUT_DIRECTORY/libogc-2.14.1 and OUTPUT_DIRECTORY/libogc-3.1.0)
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { BRANCHES, readApiList, toolOptions } from './api-list.mjs';
import { writeStandIn } from './stand-in.mjs';

const GCC_FLAGS = ['-std=gnu11', '-fsyntax-only', '-Wall', '-Wextra', '-Werror', '-DGEKKO', '-DHW_RVL',
  // Addresses are 32 bits on the Wii; the uncached-mirror macro casts pointers through u32.
  '-Wno-pointer-to-int-cast', '-Wno-int-to-pointer-cast'];

/** The folder of a branch's stand-in under OUTPUT_DIRECTORY. */
function standInFolder(outputDirectory, branch) {
  return join(outputDirectory, `libogc-${branch.tags['devkitPro/libogc'][0].slice(1)}`);
}

const { list, sources: SOURCE_DIR, rest } = toolOptions(process.argv.slice(2));
const headersOnly = rest[0] === '--headers-only';
const outputDirectory = rest[headersOnly ? 1 : 0];
if (!outputDirectory) {
  console.error('usage: node tools/wii/check-compile.mjs [--headers-only] OUTPUT_DIRECTORY');
  process.exit(2);
}
const { branches, errors } = readApiList(list);
if (errors.length > 0) {
  for (const error of errors) console.error(`check-compile: ${error}`);
  console.log('check-compile: 0 passed, 1 failed');
  process.exit(1);
}
for (const branch of BRANCHES) writeStandIn(standInFolder(outputDirectory, branch), branches.get(branch.id), branch.label);
if (headersOnly) process.exit(0);

const sources = readdirSync(SOURCE_DIR).filter((file) => file.endsWith('.c')).sort();
let passed = 0;
let failed = 0;
for (const branch of BRANCHES) {
  for (const file of sources) {
    try {
      execFileSync(process.env.CC || 'gcc', [...GCC_FLAGS, '-I', standInFolder(outputDirectory, branch), '-I', 'native/core', '-I', SOURCE_DIR,
        join(SOURCE_DIR, file)], { stdio: ['ignore', 'pipe', 'pipe'] });
      passed++;
    } catch (error) {
      failed++;
      console.error(`check-compile: ${file} against ${branch.label}'s declarations:\n${error.stderr?.toString() ?? error.message}`);
    }
  }
}
console.log(`check-compile: ${sources.length} files of ${SOURCE_DIR}, compiled against ${BRANCHES.map((branch) => branch.label).join(' and ')}`);
console.log(`check-compile: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
