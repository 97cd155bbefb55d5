#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for `npm test` (run as root, or with sudo):
#   - Debian's Chromium (Playwright cannot download browsers here);
#   - a font for every script the site offers (the browser tests fail on a missing glyph): Noto for
#     Khmer, Thai, Myanmar, Devanagari and Arabic (fonts-noto-core), Chinese, Japanese and Korean
#     (fonts-noto-cjk), and Khmer OS and WenQuanYi, which the font stacks also name;
#   - the PostgreSQL server binaries (the system service is NOT used: scripts/with-postgres.mjs
#     starts a throwaway cluster of its own);
#   - nginx (`npm run scale` and the fault suite run it on loopback with their own config; the
#     system service is not used either).
# Does nothing for what is already there.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then exec sudo -E bash "$0" "$@"; fi
  echo "install-system-deps: run as root (or install sudo)" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
updated=0
apt_install() {
  if [ "$updated" -eq 0 ]; then
    apt-get update
    updated=1
  fi
  apt-get install -y "$@"
}

have_chromium() {
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1
}

have_postgres() {
  for dir in $(command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)") /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then return 0; fi
  done
  return 1
}

if have_chromium; then
  echo "install-system-deps: chromium present ($(command -v chromium || command -v chromium-browser))"
else
  echo "install-system-deps: installing chromium"
  apt_install chromium
fi

# the font packages, each with a font file it installs
FONTS=(
  "fonts-noto-core:/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf"
  "fonts-noto-cjk:/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  "fonts-khmeros:/usr/share/fonts/truetype/khmeros/KhmerOS.ttf"
  "fonts-wqy-microhei:/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
)
missing_fonts=()
for entry in "${FONTS[@]}"; do
  [ -e "${entry#*:}" ] || missing_fonts+=("${entry%%:*}")
done
if [ "${#missing_fonts[@]}" -eq 0 ]; then
  echo "install-system-deps: fonts present"
else
  echo "install-system-deps: installing fonts: ${missing_fonts[*]}"
  apt_install --no-install-recommends "${missing_fonts[@]}"
fi

if have_postgres; then
  echo "install-system-deps: PostgreSQL server binaries present"
else
  echo "install-system-deps: installing PostgreSQL (the system service is not started)"
  # Keep the package's post-install from starting a cluster service: we never use it.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  # ... nor create the default "main" cluster.
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    mkdir -p /etc/postgresql-common
    echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf
  fi
  apt_install postgresql
fi

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  echo "install-system-deps: nginx present"
else
  echo "install-system-deps: installing nginx (the system service is not started)"
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  if [ "$updated" -eq 0 ]; then
    apt-get update
    updated=1
  fi
  # the smallest build that has what we use (proxy, upstream); bookworm has nginx-light, trixie only nginx
  if apt-cache show nginx-light >/dev/null 2>&1; then apt_install nginx-light; else apt_install nginx; fi
fi
