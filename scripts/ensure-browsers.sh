#!/usr/bin/env bash
# Installs Debian's browsers for the end-to-end tests when missing (Playwright may not download browsers
# here): chromium-headless-shell (the suite's Chromium), chromium (Lighthouse's, in npm run bench),
# firefox-esr (the Firefox project, driven by Playwright over WebDriver BiDi), webkit2gtk-driver
# (WebKitWebDriver and MiniBrowser: the WebKit project, driven by WebdriverIO) with xvfb (its display),
# fonts, and poppler-utils (pdfinfo, pdftotext, pdfimages: the comp card tests read the PDFs with them).
# Runs as root on CI and on a fresh machine; elsewhere it only says what to install.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v firefox-esr >/dev/null || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} (needed by the end-to-end tests)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the end-to-end tests: install Debian's ${missing[*]} (apt-get install ${missing[*]})." >&2
  exit 1
fi
