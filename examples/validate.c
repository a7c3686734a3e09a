/*
 * validate: the LeetCode 36 question ("is this Sudoku board valid?") with
 * libsudoku: prints true or false for each board read.
 *
 *   validate [-e] [FILE...]    (standard input when no file is given)
 *
 * Valid means the filled cells repeat no digit in any row, column or 3x3 box;
 * it says nothing about whether the board can be solved. With -e, a false is
 * followed by the reason, from sudoku_check.
 */
#include <stdio.h>
#include <string.h>

#include "board_reader.h"
#include "sudoku.h"

static void explain(const uint8_t board[81]) {
    static const char *const units[] = {"", "row", "column", "box"};
    sudoku_conflict c;
    int32_t status = sudoku_check(board, &c);
    if (status == SUDOKU_ERR_CONFLICT) {
        printf(": %d repeats in %s %d (row %d column %d, row %d column %d)", c.digit, units[c.unit],
               c.unit_index + 1, c.first_cell / 9 + 1, c.first_cell % 9 + 1, c.second_cell / 9 + 1,
               c.second_cell % 9 + 1);
    } else if (status == SUDOKU_ERR_BAD_CELL) {
        printf(": byte %d at row %d column %d is not a cell", c.byte, c.first_cell / 9 + 1,
               c.first_cell % 9 + 1);
    }
}

int main(int argc, char **argv) {
    int first = 1, verbose = 0, failed = 0;
    if (argc > 1 && strcmp(argv[1], "-e") == 0) {
        verbose = 1;
        first = 2;
    }
    for (int i = first; i < argc || i == first; i++) {
        FILE *in = i < argc ? fopen(argv[i], "r") : stdin;
        if (!in) {
            perror(argv[i]);
            failed = 1;
            continue;
        }
        struct board_reader reader = {in, i < argc ? argv[i] : "<stdin>", 0};
        uint8_t board[81];
        enum board_form form;
        int result;
        while ((result = read_board(&reader, board, &form)) == 1) {
            int valid = sudoku_is_valid(board);
            printf("%s", valid ? "true" : "false");
            if (verbose && !valid) {
                explain(board);
            }
            putchar('\n');
        }
        failed |= result < 0;
        if (in != stdin) {
            fclose(in);
        }
    }
    return failed;
}
