package io.github.libsudoku;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** The shared known-answer cases, tests/data/known_answers.txt (its header gives the format). */
final class KnownAnswers {
    private KnownAnswers() {}

    /** One case; puzzle and answer hold one char per byte (Latin-1), escapes decoded. */
    record Case(String category, String name, String puzzle, int count, int status, String answer) {
        @Override
        public String toString() {
            return category + ": " + name;
        }
    }

    static Path repository() {
        Path dir = Paths.get("").toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.isRegularFile(d.resolve("tests/data/known_answers.txt"))) {
                return d;
            }
        }
        throw new IllegalStateException("tests/data/known_answers.txt not found above " + dir);
    }

    static String unescape(String field) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\' && i + 3 < field.length() + 0 && field.charAt(i + 1) == 'x') {
                out.append((char) Integer.parseInt(field.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static List<Case> load() {
        List<Case> cases = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(repository().resolve("tests/data/known_answers.txt"))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|", -1);
                if (f.length != 6) {
                    throw new IllegalStateException("bad line: " + line);
                }
                cases.add(new Case(f[0], f[1], unescape(f[2]), f[3].equals("-") ? -1 : Integer.parseInt(f[3]),
                        Integer.parseInt(f[4]), f[5].equals("-") ? null : unescape(f[5])));
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        if (cases.size() < 50) {
            throw new IllegalStateException("only " + cases.size() + " known-answer cases");
        }
        return cases;
    }
}
