#!/usr/bin/env bash
# The browser suites drive Debian's Chromium; a fresh machine does not have it, and test
# tools must never download a browser of their own. Installs it once, or says in one line how.
set -u
[ -x /usr/bin/chromium ] && exit 0
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 && sudo="sudo -n"
fi
echo "installing Debian's chromium for the browser tests (apt-get)"
if $sudo apt-get update -qq >/dev/null 2>&1 &&
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null 2>&1 &&
  [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "could not install chromium: run 'apt-get update && apt-get install -y chromium' as root, then make test again" >&2
exit 1
