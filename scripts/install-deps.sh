#!/usr/bin/env bash
# Installs the Debian 12 packages manqala needs to build and test, only those missing.
set -euo pipefail
packages=(
  cmake ninja-build g++ make           # the build
  clang libclang-rt-14-dev             # libFuzzer targets
  libcli11-dev                         # the command line
  libgtest-dev libgmock-dev librapidcheck-dev  # tests and property tests
  libbenchmark-dev                     # benchmarks
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
echo "Installing: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
