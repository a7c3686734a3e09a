/* Batch throughput against the one-call-per-puzzle loop, in one run.
 *
 *   build/batch_bench FILE... [--threads LIST] [--reps N]
 *
 * For each file (one 81-character puzzle a line), per function (solve,
 * solve_any, count to 2): the plain C loop of single calls, then the batch
 * call with each thread count in LIST (default 1,2,0; 0 is every core),
 * each the best of N runs (default 3). Every batch result is compared with
 * the loop's, so a fast wrong answer cannot pass. Prints puzzles/s and the
 * ratios to the loop and to threads=1.
 *
 * SPDX-License-Identifier: MIT OR Apache-2.0
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Reads the puzzles of `path`, packed 81 bytes apart; returns the count. */
static size_t load(const char *path, uint8_t **out) {
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(2);
    }
    size_t cap = 1024, n = 0;
    uint8_t *boards = malloc(cap * SUDOKU_CELLS);
    char line[512];
    while (boards && fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, "\r\n");
        if (len != SUDOKU_CELLS || line[0] == '#') {
            continue;
        }
        if (n == cap) {
            cap *= 2;
            uint8_t *grown = realloc(boards, cap * SUDOKU_CELLS);
            if (!grown) {
                free(boards);
                boards = NULL;
                break;
            }
            boards = grown;
        }
        memcpy(boards + n * SUDOKU_CELLS, line, SUDOKU_CELLS);
        ++n;
    }
    fclose(f);
    if (!boards) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    *out = boards;
    return n;
}

enum function { SOLVE, SOLVE_ANY, COUNT2 };
static const char *names[] = {"solve", "solve_any", "count2"};

/* One run: `threads` < 0 is the loop of single calls. Results go to
 * `work` (solved boards) and `results` (statuses, or counts for count2). */
static double run(enum function fn, int threads, const uint8_t *boards, size_t n, uint8_t *work,
                  int32_t *results, uint32_t *counts) {
    memcpy(work, boards, n * SUDOKU_CELLS);
    double start = now();
    if (threads < 0) {
        for (size_t i = 0; i < n; ++i) {
            uint8_t *b = work + i * SUDOKU_CELLS;
            switch (fn) {
            case SOLVE: results[i] = sudoku_solve(b); break;
            case SOLVE_ANY: results[i] = sudoku_solve_any(b); break;
            case COUNT2: results[i] = sudoku_count_solutions(b, 2, &counts[i]); break;
            }
        }
    } else {
        int32_t status = SUDOKU_OK;
        switch (fn) {
        case SOLVE: status = sudoku_solve_batch(work, n, SUDOKU_CELLS, results, (uint32_t)threads); break;
        case SOLVE_ANY: status = sudoku_solve_any_batch(work, n, SUDOKU_CELLS, results, (uint32_t)threads); break;
        case COUNT2:
            status = sudoku_count_batch(work, n, SUDOKU_CELLS, 2, counts, results, (uint32_t)threads);
            break;
        }
        if (status != SUDOKU_OK) {
            fprintf(stderr, "batch call failed: %s\n", sudoku_strerror(status));
            exit(1);
        }
    }
    return now() - start;
}

int main(int argc, char **argv) {
    int thread_list[16] = {1, 2, 0};
    int thread_count = 3, reps = 3;
    const char *files[64];
    int file_count = 0;
    for (int a = 1; a < argc; ++a) {
        if (!strcmp(argv[a], "--threads") && a + 1 < argc) {
            thread_count = 0;
            for (char *p = strtok(argv[++a], ","); p && thread_count < 16; p = strtok(NULL, ",")) {
                thread_list[thread_count++] = atoi(p);
            }
        } else if (!strcmp(argv[a], "--reps") && a + 1 < argc) {
            reps = atoi(argv[++a]);
        } else if (file_count < 64) {
            files[file_count++] = argv[a];
        }
    }
    if (file_count == 0 || reps < 1) {
        fprintf(stderr, "usage: %s FILE... [--threads 1,2,0] [--reps 3]\n", argv[0]);
        return 2;
    }
    printf("%-28s %-9s %-8s %12s %9s %9s\n", "file", "function", "threads", "puzzles/s", "vs loop", "vs t=1");
    for (int f = 0; f < file_count; ++f) {
        uint8_t *boards;
        size_t n = load(files[f], &boards);
        uint8_t *work = malloc(n * SUDOKU_CELLS), *expected = malloc(n * SUDOKU_CELLS);
        int32_t *results = malloc(n * sizeof *results), *expected_results = malloc(n * sizeof *results);
        uint32_t *counts = calloc(n, sizeof *counts), *expected_counts = calloc(n, sizeof *counts);
        if (!work || !expected || !results || !expected_results || !counts || !expected_counts) {
            fprintf(stderr, "out of memory\n");
            return 2;
        }
        const char *base = strrchr(files[f], '/') ? strrchr(files[f], '/') + 1 : files[f];
        for (int fn = SOLVE; fn <= COUNT2; ++fn) {
            double loop = 1e30, one = 0;
            for (int r = 0; r < reps; ++r) {
                double t = run((enum function)fn, -1, boards, n, work, results, counts);
                loop = t < loop ? t : loop;
            }
            memcpy(expected, work, n * SUDOKU_CELLS);
            memcpy(expected_results, results, n * sizeof *results);
            memcpy(expected_counts, counts, n * sizeof *counts);
            printf("%-28s %-9s %-8s %12.0f %9s %9s\n", base, names[fn], "loop", (double)n / loop, "1.00", "");
            for (int k = 0; k < thread_count; ++k) {
                double best = 1e30;
                for (int r = 0; r < reps; ++r) {
                    double t = run((enum function)fn, thread_list[k], boards, n, work, results, counts);
                    best = t < best ? t : best;
                    /* solve_any may pick another solution on another run only
                     * if the engine were nondeterministic: it is not, so all
                     * three functions must match the loop exactly. */
                    if (memcmp(results, expected_results, n * sizeof *results) ||
                        (fn != COUNT2 && memcmp(work, expected, n * SUDOKU_CELLS)) ||
                        (fn == COUNT2 && memcmp(counts, expected_counts, n * sizeof *counts))) {
                        fprintf(stderr, "%s %s threads=%d: results differ from the loop\n", base, names[fn],
                                thread_list[k]);
                        return 1;
                    }
                }
                if (thread_list[k] == 1) {
                    one = best;
                }
                char label[16], vs_one[16] = "";
                snprintf(label, sizeof label, "%d", thread_list[k]);
                if (one > 0) {
                    snprintf(vs_one, sizeof vs_one, "%.2f", one / best);
                }
                printf("%-28s %-9s %-8s %12.0f %9.2f %9s\n", base, names[fn], label, (double)n / best, loop / best,
                       vs_one);
            }
        }
        free(boards);
        free(work);
        free(expected);
        free(results);
        free(expected_results);
        free(counts);
        free(expected_counts);
    }
    return 0;
}
