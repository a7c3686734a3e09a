#!/bin/sh
# Prints the home of a JDK 22 or later (the Foreign Function & Memory API is
# final from 22): $JAVA_HOME if it is one, else the first found by path
# (Temurin 25 on this project's machines), else java on PATH; fails saying
# what to install when there is none.
set -eu
version_of() {
    # The feature number (17, 22, 25) of the JDK at $1, or 0.
    [ -x "$1/bin/javac" ] || { echo 0; return; }
    "$1/bin/java" -XshowSettings:properties -version 2>&1 \
        | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1
}
for home in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/temurin-25-jdk-arm64 \
        /usr/lib/jvm/temurin-2[2-9]-jdk-* /usr/lib/jvm/java-2[2-9]-openjdk-* /usr/lib/jvm/jdk-2[2-9]* \
        "$(dirname "$(dirname "$(readlink -f "$(command -v javac 2>/dev/null || echo /nonexistent)")")")"; do
    [ -n "$home" ] && [ -d "$home" ] || continue
    v=$(version_of "$home")
    if [ "${v:-0}" -ge 22 ] 2>/dev/null; then
        echo "$home"
        exit 0
    fi
done
echo "libsudoku's Java binding needs a JDK 22 or later (java.lang.foreign); none found." >&2
echo "Install one (e.g. Temurin 25, or apt-get install openjdk-25-jdk where offered) and set JAVA_HOME to it." >&2
exit 1
