// A bare Debian machine simulated on this one, for `make` on a checkout's first run: none of
// tools/deps.sh's packages is installed until its `apt-get install` runs, and their commands are
// on no PATH until then. Node.js is there already, unless apt is to offer it.

import { spawnSync } from "node:child_process";
import { accessSync, chmodSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

export const ROOT = resolve(__dirname, "../..");

/**
 * The commands of tools/deps.sh's packages that the build and the tests run, by package. The
 * development files come with `pkg-config`: without it no compile finds lua.h or SDL.h, and no
 * link finds the libraries, exactly as on a machine that has never had them.
 */
export const PACKAGE_COMMANDS: Record<string, string[]> = {
  gcc: ["gcc", "cc"],
  "pkg-config": ["pkg-config"],
  "lua5.1": ["lua5.1", "lua"],
  valgrind: ["valgrind"],
  xvfb: ["Xvfb", "xvfb-run"],
  zip: ["zip"],
};

export interface BareMachineOptions {
  /** Leave Node.js out, and have apt offer this nodejs version (Debian 12 has 18.19.0). */
  aptNodejs?: string;
}

export interface BareMachine {
  /** A copy of this checkout as a fresh clone has it: no build/, node_modules/ shared read-only. */
  checkout: string;
  /** Runs `command` in the checkout; all it started is stopped after `seconds`. */
  run(command: string[], seconds: number): { status: number | null; output: string };
  /** The packages apt-get was asked to install, one list per call. */
  installs(): string[][];
  /** Forgets every installed package, as a second bare machine would. */
  uninstall(): void;
  remove(): void;
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const path = join(dir, command);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

function writeScript(path: string, text: string): void {
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}

/** Every command of this machine's PATH except the packages' own, as symbolic links. */
function linkBaseSystem(dir: string, packages: Record<string, string[]>): void {
  const withheld = new Set(Object.values(packages).flat());
  for (const pathDir of (process.env.PATH ?? "").split(delimiter)) {
    if (pathDir === "" || resolve(pathDir).startsWith(ROOT) || !existsSync(pathDir)) continue;
    for (const name of readdirSync(pathDir)) {
      if (withheld.has(name) || existsSync(join(dir, name))) continue;
      try {
        accessSync(join(pathDir, name), constants.X_OK);
        symlinkSync(join(pathDir, name), join(dir, name));
      } catch {
        // not an executable
      }
    }
  }
}

/**
 * dpkg-query, apt-cache, apt-get and sudo that install `packages` into `state`; npm refuses to
 * touch the shared node_modules.
 */
function writeFakes(dir: string, state: string, packages: Record<string, string[]>, nodejs: string): void {
  const installers = Object.entries(packages)
    .map(([pkg, commands]) => {
      const wrappers = commands.map((command) => {
        const real = findOnPath(command);
        if (real === undefined) throw new Error(`bare-machine: '${command}' (package ${pkg}) is not installed here, so its install cannot be simulated`);
        return `printf '#!/bin/sh\\nexec %s "$@"\\n' '${real}' > "${state}/bin/${command}"; chmod +x "${state}/bin/${command}"`;
      });
      return `    ${pkg}) ${wrappers.join("; ")} ;;`;
    })
    .join("\n");
  writeScript(
    join(dir, "dpkg-query"),
    `#!/bin/sh
# dpkg-query -W -f='\${Status}' PACKAGE, for the packages apt-get has installed here
for package; do :; done
if grep -qx "$package" "${state}/installed" 2>/dev/null; then printf 'install ok installed'; exit 0; fi
echo "dpkg-query: no packages found matching $package" >&2
exit 1
`,
  );
  writeScript(
    join(dir, "apt-get"),
    `#!/bin/sh
case "$1" in
  update) exit 0 ;;
  install) shift ;;
  *) echo "apt-get (bare machine): unexpected command: $*" >&2; exit 100 ;;
esac
packages=""
for package; do
  case "$package" in -*) continue ;; esac
  packages="$packages $package"
  echo "$package" >> "${state}/installed"
  case "$package" in
${installers}
  esac
done
echo "$packages" >> "${state}/apt.log"
`,
  );
  writeScript(join(dir, "apt-cache"), `#!/bin/sh\nprintf 'nodejs:\\n  Installed: (none)\\n  Candidate: ${nodejs}\\n'\n`);
  writeScript(join(dir, "sudo"), `#!/bin/sh\nexec "$@"\n`);
  writeScript(
    join(dir, "npm"),
    `#!/bin/sh
echo "npm (bare machine): this copy shares the checkout's node_modules and must not reinstall them; run 'npm ci' in the checkout first" >&2
exit 1
`,
  );
}

/** The checkout's files, modification times kept (so nothing looks newer than node_modules). */
function copyCheckout(to: string): void {
  const skipped = new Set(["build", "node_modules", ".git"].map((name) => join(ROOT, name)));
  cpSync(ROOT, to, { recursive: true, preserveTimestamps: true, filter: (source) => !skipped.has(source) });
  symlinkSync(join(ROOT, "node_modules"), join(to, "node_modules"));
}

export function createBareMachine(options: BareMachineOptions = {}): BareMachine {
  const packages = options.aptNodejs === undefined ? PACKAGE_COMMANDS : { ...PACKAGE_COMMANDS, nodejs: ["node", "npm"] };
  const root = mkdtempSync(join(tmpdir(), "senet-bare-"));
  const fakes = join(root, "fakes");
  const state = join(root, "state");
  const base = join(root, "base");
  const checkout = join(root, "checkout");
  const home = join(root, "home");
  const runtime = join(root, "runtime");
  for (const dir of [fakes, join(state, "bin"), base, home, runtime]) mkdirSync(dir, { recursive: true });
  chmodSync(runtime, 0o700);
  writeFakes(fakes, state, packages, options.aptNodejs ?? "(none)");
  linkBaseSystem(base, packages);
  copyCheckout(checkout);
  // No display, no make of an outer run (MAKEFLAGS would carry its DEPS_INSTALLED), nothing of this machine's login.
  const env = {
    PATH: [fakes, join(state, "bin"), base].join(delimiter),
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, ".config"),
    LANG: "C.UTF-8",
  };
  return {
    checkout,
    run(command, seconds) {
      // one stream, in the order it was written; timeout stops every process the command starts
      // (at the normal priority: niced, a build beside two busy loops got a tenth of a processor)
      const result = spawnSync("sh", ["-c", 'exec timeout -k 10 "$0" "$@" 2>&1', String(seconds), ...command], {
        cwd: checkout,
        env,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.error) throw result.error;
      return { status: result.status, output: result.stdout };
    },
    installs() {
      const log = join(state, "apt.log");
      if (!existsSync(log)) return [];
      return readFileSync(log, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => line.trim().split(/\s+/));
    },
    uninstall() {
      rmSync(state, { recursive: true, force: true });
      mkdirSync(join(state, "bin"), { recursive: true });
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
