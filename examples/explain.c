/*
 * explain: how a person would solve a Sudoku puzzle, step by step, with
 * libsudoku's logic solver.
 *
 *   explain [PUZZLE]    (81 characters, '.' or '0' empty; else the first
 *                        board on standard input, in either form solve reads)
 *
 * Prints the puzzle's rating (sudoku_rate), then each step of the
 * easiest-first path (sudoku_explain) as an English sentence
 * (sudoku_describe), and after each step that places digits, the board.
 * A puzzle without exactly one solution gets libsudoku's message on
 * stderr, and the exit status is 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board_reader.h"
#include "sudoku.h"

static const char *const level_names[] = {"?", "easy", "medium", "hard", "expert", "extreme"};

static const char *level_name(uint32_t level) {
    return level <= SUDOKU_LEVEL_EXTREME ? level_names[level] : "?";
}

/* The board as a 9x9 grid, '.' for empty, with lines between the boxes. */
static void print_grid(const uint8_t board[81]) {
    for (int row = 0; row < 9; row++) {
        if (row == 3 || row == 6) {
            printf("  ------+-------+------\n");
        }
        printf(" ");
        for (int col = 0; col < 9; col++) {
            uint8_t cell = board[row * 9 + col];
            char shown = cell >= 1 && cell <= 9 ? (char)('0' + cell) : cell == '0' || cell == 0 ? '.' : (char)cell;
            printf("%s %c", col == 3 || col == 6 ? " |" : "", shown);
        }
        printf("\n");
    }
}

/* The step's sentence, in a buffer grown until it fits; NULL (after a
 * message) on failure. The caller frees it. */
static char *describe(const sudoku_step *step) {
    size_t capacity = 128;
    for (;;) {
        char *text = malloc(capacity);
        if (!text) {
            perror("explain");
            return NULL;
        }
        int32_t status = sudoku_describe(step, text, capacity);
        if (status == SUDOKU_OK) {
            return text;
        }
        free(text);
        if (status != SUDOKU_ERR_SPACE) {
            fprintf(stderr, "explain: %s\n", sudoku_strerror(status));
            return NULL;
        }
        capacity *= 2;
    }
}

static int explain(uint8_t board[81]) {
    sudoku_rating rating;
    rating.size = sizeof rating;
    int32_t status = sudoku_rate(board, &rating);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "explain: %s\n", sudoku_strerror(status));
        return 1;
    }
    const char *hardest = sudoku_technique_name(rating.hardest);
    printf("rating: level %u (%s), SE %.1f, score %u, %u steps, hardest: %s\n", (unsigned)rating.level,
           level_name(rating.level), (double)rating.se, (unsigned)rating.score, (unsigned)rating.steps,
           rating.steps && hardest ? hardest : "none");
    print_grid(board);

    /* Ask how many steps there are, then make room for them. */
    size_t count = 0;
    status = sudoku_explain(board, NULL, 0, &count);
    if (status != SUDOKU_OK && status != SUDOKU_ERR_SPACE) {
        fprintf(stderr, "explain: %s\n", sudoku_strerror(status));
        return 1;
    }
    sudoku_step *steps = calloc(count ? count : 1, sizeof *steps);
    if (!steps) {
        perror("explain");
        return 1;
    }
    steps[0].size = sizeof *steps;
    status = sudoku_explain(board, steps, count, &count);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "explain: %s\n", sudoku_strerror(status));
        free(steps);
        return 1;
    }

    int failed = 0;
    for (size_t i = 0; i < count && !failed; i++) {
        char *sentence = describe(&steps[i]);
        if (!sentence) {
            failed = 1;
            break;
        }
        printf("\n%zu. [%s, SE %.1f] %s\n", i + 1, level_name(steps[i].level), (double)steps[i].se, sentence);
        free(sentence);
        int placed = 0;
        for (int cell = 0; cell < 81; cell++) {
            if (steps[i].place[cell] != 0) {
                board[cell] = (uint8_t)('0' + steps[i].place[cell]);
                placed = 1;
            }
        }
        if (placed) {
            print_grid(board);
        }
    }
    free(steps);
    return failed;
}

int main(int argc, char **argv) {
    uint8_t board[81];
    if (argc > 2) {
        fprintf(stderr, "usage: explain [PUZZLE]\n");
        return 2;
    }
    if (argc == 2) {
        if (strlen(argv[1]) != 81) {
            fprintf(stderr, "explain: a puzzle is 81 characters, not %zu\n", strlen(argv[1]));
            return 2;
        }
        memcpy(board, argv[1], 81);
    } else {
        struct board_reader reader = {stdin, "<stdin>", 0};
        enum board_form form;
        int result = read_board(&reader, board, &form);
        if (result != 1) {
            if (result == 0) {
                fprintf(stderr, "explain: no puzzle on standard input\n");
            }
            return 2;
        }
    }
    return explain(board);
}
