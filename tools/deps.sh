#!/usr/bin/env bash
# Installs what `make run`, `make test` or the Wii build needs on Debian/Ubuntu: the missing apt
# packages (with sudo unless root) and the npm packages of package-lock.json. Safe to run again: it
# only acts on what is missing. Usage: tools/deps.sh run|test|wii
#   wii: what `make wii` and `make dist` need besides devkitPro (CI's devkitPro container has none
#   of it): the generated atlas, sound bank and Lua bundle, and the zip.
set -euo pipefail

purpose=${1:-test}
# What building and starting the desktop program needs.
run_packages=(make gcc pkg-config nodejs npm lua5.1 liblua5.1-0-dev libsdl2-dev fonts-dejavu-core fonts-lato)
# What the tests need on top: the headless checks under valgrind and archive building.
test_packages=(valgrind zip xvfb)
# What the Wii program's generated C and its zip need (devkitPro compiles the rest).
wii_packages=(make nodejs npm fonts-dejavu-core fonts-lato zip)

case "$purpose" in
  run) packages=("${run_packages[@]}") ;;
  test) packages=("${run_packages[@]}" "${test_packages[@]}") ;;
  wii) packages=("${wii_packages[@]}") ;;
  *) echo "usage: tools/deps.sh run|test|wii (not '$purpose')" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# A newer Node.js installed outside apt is fine.
if command -v node >/dev/null 2>&1; then
  filtered=()
  for package in "${missing[@]}"; do
    [ "$package" = nodejs ] || [ "$package" = npm ] || filtered+=("$package")
  done
  missing=("${filtered[@]}")
fi

if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing packages (${missing[*]}) and no apt-get to install them; install them by hand." >&2
    exit 1
  fi
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq || echo "warning: apt-get update failed; trying the install anyway" >&2
  # Debian 12 and Ubuntu 24.04 offer Node.js 18: say so before installing anything.
  if [[ " ${missing[*]} " == *" nodejs "* ]]; then
    candidate=$(apt-cache policy nodejs 2>/dev/null | awk '/Candidate:/ { print $2 }')
    candidate=${candidate#*:}
    if ! [[ ${candidate%%.*} =~ ^[0-9]+$ ]] || [ "${candidate%%.*}" -lt 20 ]; then
      echo "error: Node.js 20 or newer is needed, and apt offers nodejs ${candidate:-(none)} here; install Node.js 20 or newer (https://nodejs.org), then run make again." >&2
      exit 1
    fi
  fi
  echo "Installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "error: Node.js 20 or newer is needed (found $(node --version)); see https://nodejs.org or your distribution's backports." >&2
  exit 1
fi

# npm ci only when the installed tree is missing or older than the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
