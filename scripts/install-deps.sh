#!/usr/bin/env bash
# Installs the Debian 12 packages manqala needs to build and test, only those missing.
set -euo pipefail
packages=(
  cmake ninja-build g++ make           # the build
  clang libclang-rt-14-dev             # libFuzzer targets
  libcli11-dev                         # the command line
  libgtest-dev libgmock-dev librapidcheck-dev  # tests and property tests
  libbenchmark-dev                     # benchmarks
  libboost-dev libsqlite3-dev nlohmann-json3-dev  # manqala serve: Beast/Asio, the archive, JSON
  libsodium-dev pkg-config             # manqala serve: seat tokens kept as digests
  libicu-dev                           # manqala serve: names in every script (NFC, UTS #39 look-alikes)
  libqrencode-dev                      # manqala serve: the QR code to an event's live page on its papers
  libpqxx-dev postgresql               # manqala serve --db postgresql://: the client, and the server its tests start
  haproxy                              # several manqala serve in front of one archive (deploy/haproxy.cfg, make cluster)
  chromium                             # the browser of the end-to-end tests
  poppler-utils                        # their printed pages: pdftotext reads Chromium's PDF
  zbar-tools                           # and zbarimg reads back the QR code printed on them
  libxxhash-dev libzstd-dev            # endgame tables: checksums (header only), compressed tables
  libopenmpi-dev openmpi-bin           # endgame tables: manqala-tb builds across machines
  pybind11-dev python3-dev             # the Python package (built for Debian's python3)
  python3-numpy python3-pytest         # its observations and its tests
  emscripten                           # the engine as WebAssembly, for the page (make wasm)
)
# Node.js and npm run the end-to-end tests (playwright-core drives Debian's chromium); a
# machine that already has a Node.js of its own keeps it.
command -v node > /dev/null || packages+=(nodejs)
command -v npm > /dev/null || packages+=(npm)
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
