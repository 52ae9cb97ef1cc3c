#!/usr/bin/env bash
# Installs Debian's chromium when it is missing (Playwright may not download browsers here).
# Runs as root on CI and on a fresh machine; elsewhere it only says what to install.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium (needed by the end-to-end tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium)." >&2
  exit 1
fi
