#!/bin/sh
# The install path a Java user takes, tested from outside the repository:
# `mvn install` of this binding (with the release library bundled in the jar)
# into a temporary local Maven repository, then a separate, freshly generated
# Maven project that depends on the artifact, compiled by Maven and run with
# LIBSUDOKU_PATH unset from a temporary folder (so neither the variable nor
# the checkout can supply the library: only the jar can).
#
#   sh bindings/java/test_install.sh [path/to/libsudoku.so]
#
# Needs a JDK 22 or later (JAVA_HOME, or Temurin 25 found by path) and Maven.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
lib=${1:-$repo/target/release/libsudoku.so}
[ -f "$lib" ] || { echo "test_install.sh: no library at $lib (make lib first)" >&2; exit 1; }
lib=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")

JAVA_HOME=$(sh "$here/find-jdk.sh")
export JAVA_HOME

tmp=$(mktemp -d "${TMPDIR:-/tmp}/libsudoku-java-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
# A temporary local repository, seeded from ~/.m2 so the plugins need not be downloaded again.
m2="$tmp/m2"
if [ -d "$HOME/.m2/repository" ]; then
    cp -r "$HOME/.m2/repository" "$m2"
else
    mkdir -p "$m2"
fi
# mvn.sh: the JDK, batch mode, offline when ~/.m2 already holds the plugins (else Maven Central).
sh "$here/mvn.sh" -q -Dmaven.repo.local="$m2" -DskipTests -Dlibsudoku.native.dir="$(dirname "$lib")" install
jar="$m2/io/github/libsudoku/libsudoku/0.2.0/libsudoku-0.2.0.jar"
[ -f "$jar" ] || { echo "test_install.sh: mvn install made no $jar" >&2; exit 1; }
"$JAVA_HOME/bin/jar" tf "$jar" | grep -qx 'native/linux-x86_64/libsudoku.so' \
    || { echo "test_install.sh: the jar does not bundle native/linux-x86_64/libsudoku.so" >&2; exit 1; }

# The user's project, generated here, outside the repository.
app="$tmp/app"
mkdir -p "$app/src/main/java/example"
cat > "$app/pom.xml" <<'POM'
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>example</groupId>
  <artifactId>uses-libsudoku</artifactId>
  <version>1.0</version>
  <properties>
    <maven.compiler.release>22</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency>
      <groupId>io.github.libsudoku</groupId>
      <artifactId>libsudoku</artifactId>
      <version>0.2.0</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-resources-plugin</artifactId>
        <version>3.3.1</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
      </plugin>
    </plugins>
  </build>
</project>
POM
cat > "$app/src/main/java/example/Main.java" <<'JAVA'
package example;

import io.github.libsudoku.Grid;
import io.github.libsudoku.Sudoku;

public class Main {
    public static void main(String[] args) {
        Grid puzzle = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        Grid solution = Sudoku.solve(puzzle);
        System.out.println(solution);
        System.out.println("unique " + Sudoku.isUnique(puzzle) + ", rated " + Sudoku.rate(puzzle).level());
        System.out.println("library " + Sudoku.libraryVersion() + " from " + Sudoku.libraryPath());
    }
}
JAVA
sh "$here/mvn.sh" -q -o -Dmaven.repo.local="$m2" -f "$app/pom.xml" compile
out=$(cd "$tmp" && env -u LIBSUDOKU_PATH "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED \
    -cp "$app/target/classes:$jar" example.Main)
echo "$out" | sed 's/^/  /'
expected="534678912672195348198342567859761423426853791713924856961537284287419635345286179
unique true, rated EASY"
got=$(echo "$out" | head -n 2)
if [ "$got" != "$expected" ]; then
    echo "test_install.sh: FAIL: expected" >&2
    echo "$expected" >&2
    exit 1
fi
case "$out" in
    *"from $repo"*) echo "test_install.sh: FAIL: the library came from the checkout, not the jar" >&2; exit 1 ;;
esac
echo "java install test: 1 passed, 0 failed"
