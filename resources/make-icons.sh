#!/usr/bin/env bash
# Renders the icon set electron-builder packs, from resources/make-icon.mjs:
#   icon.png   1024×1024, the source (and the window icon on Linux)
#   icons/     NxN.png for Linux (AppImage, deb)
#   icon.icns  macOS (png2icns, from Debian's icnsutils)
#   icon.ico   Windows, 16–256 px (ImageMagick)
# Run after changing the drawing: resources/make-icons.sh (needs `apt-get install icnsutils imagemagick`).
set -euo pipefail
cd "$(dirname "$0")"

node make-icon.mjs icon.png 1024
rm -rf icons && mkdir icons
for size in 16 32 48 64 128 256 512 1024; do
  node make-icon.mjs "icons/${size}x${size}.png" "$size"
done
png2icns icon.icns icons/{16x16,32x32,48x48,128x128,256x256,512x512,1024x1024}.png
# /usr/bin/convert by path: Debian's ImageMagick 6 (`magick` on ImageMagick 7).
/usr/bin/convert icons/{16x16,32x32,48x48,64x64,128x128,256x256}.png icon.ico
