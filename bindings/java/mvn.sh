#!/bin/sh
# Runs Maven for this binding on a JDK 22 or later (find-jdk.sh), batch mode,
# no colours, offline once the build's plugins are in the local repository.
#   sh bindings/java/mvn.sh [maven arguments...]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
command -v mvn >/dev/null || { echo "mvn not found: install Maven (apt-get install maven)" >&2; exit 1; }
JAVA_HOME=$(sh "$here/find-jdk.sh")
export JAVA_HOME
feature=$("$JAVA_HOME/bin/java" -XshowSettings:properties -version 2>&1 \
    | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1)
# Maven 3.8's own libraries use sun.misc.Unsafe, which JDK 24+ warns about.
if [ "${feature:-0}" -ge 24 ]; then
    MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
    export MAVEN_OPTS
fi
offline=""
if [ -z "${LIBSUDOKU_MVN_ONLINE:-}" ] \
        && [ -d "${HOME}/.m2/repository/org/apache/maven/surefire/surefire-junit-platform/3.5.2" ] \
        && [ -d "${HOME}/.m2/repository/org/junit/jupiter/junit-jupiter-params/5.14.1" ] \
        && [ -d "${HOME}/.m2/repository/org/apache/maven/plugins/maven-install-plugin/3.1.3" ]; then
    offline="-o"
fi
cd "$here"
exec mvn -B -Dstyle.color=never $offline "$@"
