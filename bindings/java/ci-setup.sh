#!/usr/bin/env bash
# CI (.ci/run) on a fresh machine: what the Java binding's tests need.
# A JDK 22 or later (the Foreign Function & Memory API is final from JDK 22;
# this project's machines carry Temurin 25 in /usr/lib/jvm beside the default
# JDK 17) and Maven (installed here with apt-get when missing). The Maven
# artifacts (JUnit 5, Surefire) come from Maven Central on the first build.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

if ! command -v mvn >/dev/null 2>&1; then
    echo "java: installing Maven"
    apt-get update -q
    apt-get install -y -q maven
fi

if ! jdk=$(sh "$here/find-jdk.sh" 2>/dev/null); then
    # Debian may offer a newer OpenJDK; take it if so.
    candidate=$(apt-cache search --names-only '^openjdk-(2[2-9])-jdk-headless$' 2>/dev/null | sort -r | head -n 1 | cut -d' ' -f1 || true)
    if [ -n "$candidate" ]; then
        echo "java: installing $candidate"
        apt-get install -y -q "$candidate"
    fi
    if ! jdk=$(sh "$here/find-jdk.sh"); then
        echo "java: the Java binding needs a JDK 22 or later (java.lang.foreign); install one" >&2
        echo "java: (e.g. Temurin 25 in /usr/lib/jvm) or set JAVA_HOME to it, then run make test-java" >&2
        exit 1
    fi
fi
echo "java: JDK $jdk, $(mvn -v 2>/dev/null | head -n 1 | sed 's/\x1b\[[0-9;]*m//g')"
