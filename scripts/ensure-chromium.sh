#!/usr/bin/env bash
# Installs Debian's chromium-headless-shell (the end-to-end tests' browser), chromium (Lighthouse's, in
# npm run bench) and poppler-utils (pdfinfo, pdftotext, pdfimages: the comp card tests read Chromium's
# PDFs with them) when missing (Playwright may not download browsers here). Runs as root on CI and on a fresh machine; elsewhere it only says what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} (needed by the end-to-end tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the end-to-end tests: install Debian's ${missing[*]} (apt-get install ${missing[*]})." >&2
  exit 1
fi
