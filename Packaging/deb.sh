#!/bin/sh
# Packaging/deb.sh DIR VERSION OUT [--debug] [DPKG-DEB COMPRESSION]: the Debian package of the files that
# `make install-files DESTDIR=DIR/root PREFIX=/usr` put under DIR/root, written to OUT/guess_VERSION_ARCH.deb
# (`make deb`). Depends comes from dpkg-shlibdeps on the binary; libpulse0 is recommended (sound is loaded
# with dlopen when the library is there). --debug: the debug binary, whose Swift runtime libraries belong to
# no package (the install lane's package, never one to ship).
set -eu
dir=$1 version=$2 output=$3
shift 3
shlibdeps_options=""
if [ "${1:-}" = --debug ]; then shlibdeps_options=--ignore-missing-info; shift; fi
compression=${*:--Zxz}
here=$(cd "$(dirname "$0")" && pwd)
root=$dir/root
arch=$(dpkg --print-architecture)
out=$output/guess_${version}_${arch}.deb

doc=$root/usr/share/doc/guess
install -Dm644 "$here/debian/copyright" "$doc/copyright"
gzip -9n < "$here/debian/changelog" > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
# The changelog's version is the package's: one number (Packaging/VERSION).
changelog_version=$(sed -n '1s/^guess (\([^)]*\)).*/\1/p' "$here/debian/changelog")
if [ "$changelog_version" != "$version" ]; then
    echo "deb.sh: Packaging/debian/changelog is at $changelog_version, Packaging/VERSION at $version" >&2
    exit 1
fi

# dpkg-shlibdeps reads debian/control of the directory it runs in (and root/DEBIAN marks the package root).
mkdir -p "$root/DEBIAN"
mkdir -p "$dir/debian"
printf 'Source: guess\n\nPackage: guess\nArchitecture: any\n' > "$dir/debian/control"
depends=$(cd "$dir" && dpkg-shlibdeps $shlibdeps_options -O root/usr/bin/guess | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps gave no dependencies" >&2; exit 1; }


size=$(du -sk --apparent-size --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: guess
Version: $version
Architecture: $arch
Maintainer: guess maintainers <maintainers@users.noreply.a-seed-ec955541.example>
Installed-Size: $size
Depends: $depends
Recommends: libpulse0
Section: misc
Priority: optional
Description: terminal party game: describe the word, teammates guess
 guess is a party game after the Chinese team-building game 你话我猜 ("you
 describe, I guess"): one player sees a word and describes it without saying
 it, teammates shout guesses, and the host marks each word right or wrong with
 one key before the clock runs out.
 .
 Word banks in Simplified and Traditional Chinese, English and for learners
 (HSK, with pinyin and glosses) are built in; bring your own lists too. Team
 play with passes and taboo words, phones as buzzers and describer screens over
 the local network, a history of every round with statistics, exports in JSON,
 CSV and Markdown.
CONTROL
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
dpkg-deb --root-owner-group $compression --build "$root" "$out" >/dev/null
echo "$out"
