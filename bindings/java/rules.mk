# The Java binding's rules, included by the main Makefile (see its comment on
# BINDING_TESTS). make test-java: the JUnit 5 suites through Maven Surefire
# against the freshly built library (LIBSUDOKU_PATH), then the install path
# (mvn install with the library bundled in the jar, used from a separate
# Maven project outside the repository). Needs a JDK 22 or later
# (bindings/java/find-jdk.sh finds Temurin 25 by path) and Maven.

JAVA_DIR := bindings/java

BINDING_TESTS += test-java
.PHONY: test-java test-java-unit test-java-install bench-java

test-java: test-java-unit test-java-install

test-java-unit: $(LIB_RUNNABLE)
	rm -rf $(JAVA_DIR)/target/surefire-reports
	LIBSUDOKU_PATH=$(abspath $(LIB)) sh $(JAVA_DIR)/mvn.sh -q test
	@cat $(JAVA_DIR)/target/surefire-reports/*.txt | awk -F'[:,] *' '/^Tests run:/ { \
	    run += $$2; failed += $$4; errors += $$6; skipped += $$8 } END { \
	    printf "Tests run: %d, Failures: %d, Errors: %d, Skipped: %d (Java, JUnit 5)\n", run, failed, errors, skipped }'

test-java-install: $(LIB_RUNNABLE) test-java-unit
	sh $(JAVA_DIR)/test_install.sh $(abspath $(LIB))

# Call overhead, one solve per puzzle (not a test): make bench-java [JAVA_BENCH_PUZZLES=file]
JAVA_BENCH_PUZZLES ?= ../shared/puzzles/kaggle_regen.txt
bench-java: $(LIB_RUNNABLE)
	sh $(JAVA_DIR)/mvn.sh -q test-compile
	LIBSUDOKU_PATH=$(abspath $(LIB)) $$(sh $(JAVA_DIR)/find-jdk.sh)/bin/java --enable-native-access=ALL-UNNAMED \
	    -cp $(JAVA_DIR)/target/classes:$(JAVA_DIR)/target/test-classes io.github.libsudoku.Bench \
	    $(abspath $(JAVA_BENCH_PUZZLES))
