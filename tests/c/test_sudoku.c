/*
 * C tests of libsudoku through its generated header and the built library.
 * Built with -std=c99 -Wall -Wextra -Werror -pedantic.
 *
 *   test_sudoku tests/data/known_answers.txt [ROUNDS]
 *
 * ROUNDS (default 50) is how many rounds each thread of the concurrency test
 * runs; the valgrind run uses fewer, as valgrind serialises threads.
 * Ends with "N passed, N failed" and exits non-zero on any failure.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

static int passed, failed;

#define CHECK(cond, ...)                                                                   \
    do {                                                                                   \
        if (cond) {                                                                        \
            passed++;                                                                      \
        } else {                                                                           \
            failed++;                                                                      \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fputc('\n', stderr);                                                           \
        }                                                                                  \
    } while (0)

static const char PUZZLE[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char ANSWER[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

static void to_raw(uint8_t out[81], const char *text) {
    for (int i = 0; i < 81; i++) {
        out[i] = (text[i] >= '1' && text[i] <= '9') ? (uint8_t)(text[i] - '0') : 0;
    }
}

/* A heap buffer of exactly 81 bytes, so AddressSanitizer sees any access
 * outside it. */
static uint8_t *board_copy(const char *text) {
    uint8_t *b = malloc(81);
    if (!b) abort();
    memcpy(b, text, 81);
    return b;
}

static void test_status_codes_and_messages(void) {
    const int32_t codes[] = {SUDOKU_OK,          SUDOKU_ERR_NULL,       SUDOKU_ERR_BAD_CELL,
                             SUDOKU_ERR_CONFLICT, SUDOKU_ERR_NO_SOLUTION, SUDOKU_ERR_INTERNAL,
                             SUDOKU_ERR_OPTIONS,  SUDOKU_ERR_GAVE_UP,    SUDOKU_ERR_NOT_UNIQUE,
                             SUDOKU_ERR_SPACE};
    CHECK(SUDOKU_OK == 0 && SUDOKU_ERR_NULL == -1 && SUDOKU_ERR_BAD_CELL == -2 &&
              SUDOKU_ERR_CONFLICT == -3 && SUDOKU_ERR_NO_SOLUTION == -4 &&
              SUDOKU_ERR_INTERNAL == -5 && SUDOKU_ERR_OPTIONS == -6 && SUDOKU_ERR_GAVE_UP == -7 &&
              SUDOKU_ERR_NOT_UNIQUE == -8 && SUDOKU_ERR_SPACE == -9,
          "status values are part of the ABI");
    const char *unknown = sudoku_strerror(12345);
    CHECK(unknown != NULL && strlen(unknown) > 0, "unknown code has a message");
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        const char *m = sudoku_strerror(codes[i]);
        CHECK(m != NULL && strlen(m) > 0 && strcmp(m, unknown) != 0, "code %d", (int)codes[i]);
        for (size_t j = 0; j < i; j++) {
            CHECK(strcmp(m, sudoku_strerror(codes[j])) != 0, "codes %d and %d share a message",
                  (int)codes[i], (int)codes[j]);
        }
    }
    CHECK(strcmp(sudoku_strerror(-10), unknown) == 0 && strcmp(sudoku_strerror(INT32_MIN), unknown) == 0,
          "every unknown code gets the unknown message");

    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", SUDOKU_VERSION_MAJOR, SUDOKU_VERSION_MINOR,
             SUDOKU_VERSION_PATCH);
    CHECK(strcmp(sudoku_version(), expected) == 0, "version %s vs header %s", sudoku_version(),
          expected);
}

static void test_null_arguments(void) {
    uint8_t b[81];
    uint32_t count = 99;
    sudoku_conflict c;
    memcpy(b, PUZZLE, 81);
    CHECK(!sudoku_is_valid(NULL), "is_valid(NULL)");
    CHECK(sudoku_solve(NULL) == SUDOKU_ERR_NULL, "solve(NULL)");
    CHECK(sudoku_solve_any(NULL) == SUDOKU_ERR_NULL, "solve_any(NULL)");
    CHECK(sudoku_count_solutions(NULL, 2, &count) == SUDOKU_ERR_NULL && count == 0,
          "count(NULL board)");
    CHECK(sudoku_count_solutions(b, 2, NULL) == SUDOKU_ERR_NULL, "count(NULL count)");
    CHECK(sudoku_check(NULL, NULL) == SUDOKU_ERR_NULL, "check(NULL, NULL)");
    CHECK(sudoku_check(NULL, &c) == SUDOKU_ERR_NULL && c.first_cell == SUDOKU_NO_CELL &&
              c.unit == SUDOKU_UNIT_NONE,
          "check(NULL, &c)");
    CHECK(sudoku_check(b, NULL) == SUDOKU_OK, "check(board, NULL)");
}

static void test_solve_styles(void) {
    uint8_t *b = board_copy(PUZZLE);
    CHECK(sudoku_solve(b) == SUDOKU_OK && memcmp(b, ANSWER, 81) == 0, "ASCII '.' board");
    free(b);

    uint8_t raw[81], want[81];
    to_raw(raw, PUZZLE);
    to_raw(want, ANSWER);
    CHECK(sudoku_solve(raw) == SUDOKU_OK && memcmp(raw, want, 81) == 0, "raw board");

    /* ASCII digits with byte-0 and '0' empties: filled in ASCII. */
    uint8_t mixed_empties[81];
    memcpy(mixed_empties, PUZZLE, 81);
    mixed_empties[2] = 0;
    mixed_empties[3] = '0';
    CHECK(sudoku_solve(mixed_empties) == SUDOKU_OK && memcmp(mixed_empties, ANSWER, 81) == 0,
          "ASCII board with 0 and '0' empties");

    /* A board with no digit: all-zero is raw, '.'/'0' makes it ASCII. */
    uint8_t zeros[81] = {0}, dots[81];
    memset(dots, '.', 81);
    CHECK(sudoku_solve(zeros) == SUDOKU_OK && zeros[0] == 1 && zeros[8] == 9, "empty raw grid");
    CHECK(sudoku_solve(dots) == SUDOKU_OK && memcmp(dots, "123456789456789123", 18) == 0,
          "empty ASCII grid");

    /* A complete valid board is its own solution. */
    uint8_t full[81];
    memcpy(full, ANSWER, 81);
    CHECK(sudoku_solve(full) == SUDOKU_OK && memcmp(full, ANSWER, 81) == 0, "complete board");
}

/* Every error leaves all 81 bytes as they were. */
static void expect_unchanged(const uint8_t *board, int32_t status, const char *what) {
    uint8_t *b = malloc(81);
    if (!b) abort();
    memcpy(b, board, 81);
    int32_t got = sudoku_solve(b);
    CHECK(got == status, "%s: status %d, expected %d", what, (int)got, (int)status);
    CHECK(memcmp(b, board, 81) == 0, "%s: buffer changed", what);
    free(b);
}

static void test_errors_leave_the_board_unchanged(void) {
    uint8_t b[81];
    memcpy(b, PUZZLE, 81);
    b[2] = '5'; /* 5 already in row 0 */
    expect_unchanged(b, SUDOKU_ERR_CONFLICT, "row conflict");

    memcpy(b, PUZZLE, 81);
    b[4] = 7; /* raw 7 among ASCII digits */
    expect_unchanged(b, SUDOKU_ERR_BAD_CELL, "mixed styles");

    to_raw(b, PUZZLE);
    b[80] = '9'; /* ASCII digit in a raw board */
    expect_unchanged(b, SUDOKU_ERR_BAD_CELL, "mixed styles, raw first");

    memcpy(b, PUZZLE, 81);
    b[40] = ' ';
    expect_unchanged(b, SUDOKU_ERR_BAD_CELL, "space");

    const char *norvig =
        ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";
    memcpy(b, norvig, 81);
    expect_unchanged(b, SUDOKU_ERR_NO_SOLUTION, "Norvig's unsolvable puzzle");
    uint32_t count = 99;
    CHECK(sudoku_count_solutions(b, 2, &count) == SUDOKU_OK && count == 0, "unsolvable counts 0");
    CHECK(sudoku_is_valid(b), "unsolvable but valid");
}

/* Each of the 256 byte values in an empty cell of a one-empty-cell board. */
static void test_every_byte_value(void) {
    for (int style = 0; style < 2; style++) {
        for (int value = 0; value < 256; value++) {
            uint8_t b[81], before[81];
            const int cell = 40, answer = ANSWER[cell] - '0';
            if (style) {
                memcpy(b, ANSWER, 81);
            } else {
                to_raw(b, ANSWER);
            }
            b[cell] = (uint8_t)value;
            memcpy(before, b, 81);

            int digit = style ? value - '0' : value; /* digit in this board's style */
            int empty = value == 0 || value == '0' || value == '.';
            int other_style_digit = style ? (value >= 1 && value <= 9) : (value >= '1' && value <= '9');
            int32_t expected;
            if (empty || digit == answer) {
                expected = SUDOKU_OK;
            } else if (digit >= 1 && digit <= 9) {
                expected = SUDOKU_ERR_CONFLICT;
            } else {
                expected = SUDOKU_ERR_BAD_CELL;
            }
            (void)other_style_digit;
            int32_t got = sudoku_solve(b);
            CHECK(got == expected, "style %d byte %d: status %d, expected %d", style, value, (int)got,
                  (int)expected);
            if (expected == SUDOKU_OK) {
                CHECK(b[cell] == (style ? '0' + answer : answer), "style %d byte %d: filled %d", style,
                      value, b[cell]);
            } else {
                CHECK(memcmp(b, before, 81) == 0, "style %d byte %d: buffer changed", style, value);
            }
            CHECK(sudoku_is_valid(before) == (expected == SUDOKU_OK), "style %d byte %d: validity",
                  style, value);
            sudoku_conflict c;
            int32_t checked = sudoku_check(before, &c);
            CHECK(checked == expected, "style %d byte %d: check %d", style, value, (int)checked);
            if (expected == SUDOKU_ERR_BAD_CELL) {
                CHECK(c.first_cell == cell && c.byte == value, "style %d byte %d: bad cell %d", style,
                      value, c.first_cell);
            }
        }
    }
}

static void test_check_explains(void) {
    uint8_t b[81];
    sudoku_conflict c;
    memset(b, '.', 81);
    b[0] = '3';
    b[72] = '3'; /* column 0 */
    CHECK(sudoku_check(b, &c) == SUDOKU_ERR_CONFLICT && c.first_cell == 0 && c.second_cell == 72 &&
              c.digit == 3 && c.unit == SUDOKU_UNIT_COLUMN && c.unit_index == 0 && c.byte == '3',
          "column conflict");
    memset(b, 0, 81);
    b[30] = 9;
    b[50] = 9; /* box 4 */
    CHECK(sudoku_check(b, &c) == SUDOKU_ERR_CONFLICT && c.first_cell == 30 && c.second_cell == 50 &&
              c.digit == 9 && c.unit == SUDOKU_UNIT_BOX && c.unit_index == 4,
          "box conflict");
    memcpy(b, PUZZLE, 81);
    CHECK(sudoku_check(b, &c) == SUDOKU_OK && c.first_cell == SUDOKU_NO_CELL &&
              c.second_cell == SUDOKU_NO_CELL && c.unit == SUDOKU_UNIT_NONE,
          "valid board");
}

static void test_guard_bytes(void) {
    /* Nothing outside the 81 bytes is written. */
    uint8_t area[81 + 64];
    memset(area, 0xA5, sizeof area);
    memcpy(area + 32, PUZZLE, 81);
    CHECK(sudoku_solve(area + 32) == SUDOKU_OK, "solve inside guard area");
    int intact = 1;
    for (int i = 0; i < 32; i++) {
        intact &= area[i] == 0xA5 && area[32 + 81 + i] == 0xA5;
    }
    CHECK(intact, "guard bytes untouched");
}

/* A board from its text in tests/data: \xHH is the byte HH, every other
 * character is itself. Returns 0 unless exactly 81 bytes were decoded. */
static int decode_board(const char *text, uint8_t out[81]) {
    int n = 0;
    while (*text) {
        unsigned value = (unsigned char)*text;
        if (text[0] == '\\' && text[1] == 'x') {
            char hex[3] = {text[2], text[3], '\0'};
            value = (unsigned)strtoul(hex, NULL, 16);
            text += 4;
        } else {
            text++;
        }
        if (n == 81) return 0;
        out[n++] = (uint8_t)value;
    }
    return n == 81;
}

/* Known answers: category|name|puzzle|count|status|answer */
static void test_known_answers(const char *path) {
    FILE *f = fopen(path, "r");
    CHECK(f != NULL, "open %s", path);
    if (!f) return;
    char line[2048];
    int cases = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        line[strcspn(line, "\n")] = '\0';
        char *fields[6];
        char *p = line;
        int n = 0;
        for (; n < 6 && p; n++) {
            fields[n] = p;
            p = strchr(p, '|');
            if (p) *p++ = '\0';
        }
        uint8_t puzzle[81], answer[81];
        int has_answer = fields[5][0] != '-';
        if (n != 6 || !decode_board(fields[2], puzzle) || (has_answer && !decode_board(fields[5], answer))) {
            CHECK(0, "malformed case line: %s", line);
            continue;
        }
        cases++;
        const char *name = fields[1];
        int32_t status = (int32_t)atoi(fields[4]);
        uint8_t *b = malloc(81);
        if (!b) abort();
        memcpy(b, puzzle, 81);
        int32_t got = sudoku_solve(b);
        CHECK(got == status, "%s: status %d", name, (int)got);
        CHECK(memcmp(b, has_answer ? answer : puzzle, 81) == 0, "%s: wrong board after solve", name);

        /* sudoku_solve_any: the same status, a solution keeping the givens,
         * and the unchanged board on failure. */
        uint8_t any[81];
        memcpy(any, puzzle, 81);
        CHECK(sudoku_solve_any(any) == status, "%s: solve_any status", name);
        if (status == SUDOKU_OK) {
            uint8_t check_any[81];
            memcpy(check_any, any, 81);
            CHECK(sudoku_is_valid(check_any) && memchr(check_any, '.', 81) == NULL &&
                      memchr(check_any, 0, 81) == NULL,
                  "%s: solve_any left an invalid or incomplete board", name);
            for (int cell = 0; cell < 81; cell++) {
                int given = puzzle[cell] != 0 && puzzle[cell] != '.' && puzzle[cell] != '0';
                if (given && any[cell] != puzzle[cell]) {
                    CHECK(0, "%s: solve_any changed given %d", name, cell);
                }
            }
        } else {
            CHECK(memcmp(any, puzzle, 81) == 0, "%s: solve_any changed the board", name);
        }

        int valid = status == SUDOKU_OK || status == SUDOKU_ERR_NO_SOLUTION;
        CHECK(sudoku_is_valid(puzzle) == valid, "%s: validity", name);
        CHECK(sudoku_check(puzzle, NULL) == (valid ? SUDOKU_OK : status), "%s: check", name);

        uint32_t count = 12345;
        int32_t counted = sudoku_count_solutions(puzzle, 1000, &count);
        if (fields[3][0] != '-') {
            CHECK(counted == SUDOKU_OK && count == (uint32_t)atoi(fields[3]), "%s: count %u", name,
                  (unsigned)count);
        } else {
            CHECK(counted == status && count == 0, "%s: count status %d", name, (int)counted);
        }
        free(b);
    }
    fclose(f);
    CHECK(cases >= 44, "read %d cases", cases);
}

/* Several threads at once: shared read-only puzzles, private output boards. */
#define THREADS 8
static const char *const THREAD_PUZZLES[] = {
    PUZZLE,
    ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
    ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.",
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
};
#define NPUZZLES (sizeof THREAD_PUZZLES / sizeof THREAD_PUZZLES[0])
static uint8_t expected_answers[NPUZZLES][81];
static int32_t expected_status[NPUZZLES];

static int thread_rounds = 50;

static void *thread_main(void *arg) {
    long mismatches = 0;
    for (int round = 0; round < thread_rounds; round++) {
        for (size_t i = 0; i < NPUZZLES; i++) {
            uint8_t b[81];
            uint32_t count;
            memcpy(b, THREAD_PUZZLES[(i + (size_t)arg) % NPUZZLES], 81);
            size_t k = (i + (size_t)arg) % NPUZZLES;
            mismatches += sudoku_solve(b) != expected_status[k];
            mismatches += memcmp(b, expected_answers[k], 81) != 0;
            mismatches += sudoku_count_solutions((const uint8_t *)THREAD_PUZZLES[k], 2, &count) != SUDOKU_OK;
            mismatches += !sudoku_is_valid((const uint8_t *)THREAD_PUZZLES[k]);
        }
    }
    return (void *)mismatches;
}

static void test_threads(void) {
    for (size_t i = 0; i < NPUZZLES; i++) {
        memcpy(expected_answers[i], THREAD_PUZZLES[i], 81);
        expected_status[i] = sudoku_solve(expected_answers[i]);
    }
    pthread_t threads[THREADS];
    for (long t = 0; t < THREADS; t++) {
        CHECK(pthread_create(&threads[t], NULL, thread_main, (void *)t) == 0, "create thread %ld", t);
    }
    for (int t = 0; t < THREADS; t++) {
        void *mismatches;
        pthread_join(threads[t], &mismatches);
        CHECK(mismatches == NULL, "thread %d: %ld mismatches", t, (long)mismatches);
    }
}

/* The generator, candidates and solution listing from C: the new statuses,
 * NULL arguments, untouched buffers on error, and the answers checked with
 * the other functions. */
static void test_generate_and_listing(void) {
    sudoku_generate_options o;
    memset(&o, 0xFF, sizeof o);
    sudoku_generate_options_init(&o);
    CHECK(o.size == sizeof o && o.symmetry == SUDOKU_SYMMETRY_ROTATE180 && o.minimal == 1 &&
              o.style == SUDOKU_STYLE_ASCII && o.min_givens == 0 && o.max_givens == 0,
          "generate defaults");
    uint8_t puzzle[81], solution[81], again[81];
    CHECK(sudoku_generate(7, &o, puzzle, solution) == SUDOKU_OK, "generate");
    CHECK(sudoku_generate(7, NULL, again, NULL) == SUDOKU_OK && memcmp(puzzle, again, 81) == 0,
          "same seed, NULL options: same puzzle");
    uint32_t count = 0;
    CHECK(sudoku_count_solutions(puzzle, 2, &count) == SUDOKU_OK && count == 1, "one solution");
    memcpy(again, puzzle, 81);
    CHECK(sudoku_solve(again) == SUDOKU_OK && memcmp(again, solution, 81) == 0, "solution");
    for (int i = 0; i < 81; i++) {
        CHECK((puzzle[i] == '.') == (puzzle[80 - i] == '.'), "rotate180 at %d", i);
    }
    CHECK(sudoku_generate(7, &o, NULL, solution) == SUDOKU_ERR_NULL, "generate(NULL puzzle)");

    uint8_t untouched[81];
    memset(puzzle, 0xEE, 81);
    memset(untouched, 0xEE, 81);
    sudoku_generate_options bad = o;
    bad.symmetry = 8;
    CHECK(sudoku_generate(1, &bad, puzzle, solution) == SUDOKU_ERR_OPTIONS, "unknown symmetry");
    bad = o;
    bad.size = 4;
    CHECK(sudoku_generate(1, &bad, puzzle, solution) == SUDOKU_ERR_OPTIONS, "size too small");
    bad = o;
    bad.max_givens = 16;
    CHECK(sudoku_generate(1, &bad, puzzle, solution) == SUDOKU_ERR_OPTIONS, "max_givens 16");
    bad = o;
    bad.max_givens = 17;
    bad.max_tries = 2;
    CHECK(sudoku_generate(1, &bad, puzzle, NULL) == SUDOKU_ERR_GAVE_UP, "17 givens: gave up");
    CHECK(memcmp(puzzle, untouched, 81) == 0, "puzzle untouched on error");

    uint16_t marks[81], truth[81];
    uint8_t *b = board_copy(PUZZLE);
    CHECK(sudoku_candidates(b, SUDOKU_CANDIDATES_BASIC, marks) == SUDOKU_OK, "basic candidates");
    CHECK(sudoku_candidates(b, SUDOKU_CANDIDATES_SOLUTIONS, truth) == SUDOKU_OK, "true candidates");
    for (int i = 0; i < 81; i++) {
        uint16_t answer = (uint16_t)(1u << (ANSWER[i] - '1'));
        if (PUZZLE[i] != '.') {
            CHECK(marks[i] == 0 && truth[i] == 0, "given %d has no candidates", i);
        } else {
            /* One solution: the true candidates are its digits. */
            CHECK(truth[i] == answer && (marks[i] & answer), "candidates at %d", i);
        }
    }
    CHECK(sudoku_candidates(b, 2, marks) == SUDOKU_ERR_OPTIONS, "unknown kind");
    CHECK(sudoku_candidates(NULL, 0, marks) == SUDOKU_ERR_NULL, "candidates(NULL)");

    uint8_t list[3 * 81];
    CHECK(sudoku_solutions(b, 3, list, &count) == SUDOKU_OK && count == 1 &&
              memcmp(list, ANSWER, 81) == 0,
          "one solution listed");
    uint8_t empty[81] = {0};
    CHECK(sudoku_solutions(empty, 3, list, &count) == SUDOKU_OK && count == 3 &&
              memcmp(list, list + 81, 81) < 0 && memcmp(list + 81, list + 162, 81) < 0,
          "the empty grid's first three, in order");
    CHECK(sudoku_solutions(empty, 1, NULL, &count) == SUDOKU_ERR_NULL && count == 0,
          "solutions(NULL out)");
    free(b);
}

int main(int argc, char **argv) {
    if (argc > 2) thread_rounds = atoi(argv[2]);
    test_status_codes_and_messages();
    test_null_arguments();
    test_solve_styles();
    test_errors_leave_the_board_unchanged();
    test_every_byte_value();
    test_check_explains();
    test_guard_bytes();
    test_generate_and_listing();
    test_known_answers(argc > 1 ? argv[1] : "tests/data/known_answers.txt");
    test_threads();
    printf("c: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
