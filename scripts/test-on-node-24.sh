#!/usr/bin/env bash
# Runs the unit and API suite (Vitest) once more on Node.js 24 LTS when the running Node is another
# major version, so every `npm test` proves the shop on both Node 20 and Node 24 (docs/decisions/0011).
# Node 24 comes from the npm registry's node-<platform>-<arch> package, installed into
# node_modules/.cache/node-24 and reused while it is there. Extra arguments go to `vitest run`.
set -euo pipefail
cd "$(dirname "$0")/.."

running_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$running_major" = "24" ]; then
  echo "The unit and API suite already ran on Node $(node --version): no second run needed."
  exit 0
fi

platform="$(node -p 'process.platform')"
arch="$(node -p 'process.arch')"
package="node-${platform}-${arch}@24"
cache_dir="node_modules/.cache/node-24"
node24="${cache_dir}/node_modules/node-${platform}-${arch}/bin/node"
install_command="npm install --no-save --no-package-lock --prefix ${cache_dir} ${package}"

fail() {
  echo "" >&2
  echo "ERROR: could not get Node.js 24 to run the unit and API suite on it: $1" >&2
  echo "Install it with:" >&2
  echo "  ${install_command}" >&2
  echo "then run again: npm run test:node24" >&2
  exit 1
}

is_node_24() { [ -x "$node24" ] && [ "$("$node24" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = "24" ]; }

if [ "$platform" != "linux" ]; then
  fail "the npm registry has Node.js builds for Linux only (this machine is ${platform}-${arch})"
fi

if ! is_node_24; then
  echo "Installing Node.js 24 from the npm registry (${package}) into ${cache_dir}..."
  rm -rf "$cache_dir"
  mkdir -p "$cache_dir"
  $install_command || fail "'npm install' of ${package} failed"
  is_node_24 || fail "${node24} is missing or is not Node.js 24 after the install"
fi

node24_bin="$(cd "$(dirname "$node24")" && pwd)"
echo "Running the unit and API suite on Node $("$node24" --version) (the first run used Node $(node --version))..."
# Node 24's folder goes first on PATH (and replaces the Node that `npm run` announces), so Vitest,
# its worker processes and every `node` the tests start run on Node 24.
PATH="${node24_bin}:${PATH}" NODE="$node24" npm_node_execpath="$node24" \
  "$node24" node_modules/vitest/vitest.mjs run "$@"
