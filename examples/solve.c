/*
 * solve: solves Sudoku puzzles with libsudoku.
 *
 *   solve [FILE...]      (standard input when no file is given)
 *
 * Each puzzle is printed solved in the form it came in: an 81-character line,
 * or 9 lines of 9 space-separated digits (the contest form). A puzzle with
 * several solutions gets the lexicographically smallest, the answer a plain
 * row-major DFS prints. A puzzle that cannot be solved gets libsudoku's
 * message on stderr, and the exit status is 1.
 */
#include <stdio.h>

#include "board_reader.h"
#include "sudoku.h"

static void print_board(const uint8_t board[81], enum board_form form) {
    for (int cell = 0; cell < 81; cell++) {
        putchar(board[cell]);
        if (form == FORM_GRID) {
            putchar(cell % 9 == 8 ? '\n' : ' ');
        }
    }
    if (form == FORM_LINE) {
        putchar('\n');
    }
}

static int solve_stream(struct board_reader *reader, int *boards) {
    uint8_t board[81];
    enum board_form form;
    int result, failed = 0;
    while ((result = read_board(reader, board, &form)) == 1) {
        int32_t status = sudoku_solve(board);
        if (form == FORM_GRID && (*boards)++ > 0) {
            putchar('\n');
        }
        if (status == SUDOKU_OK) {
            print_board(board, form);
        } else {
            fprintf(stderr, "%s:%ld: %s\n", reader->name, reader->line, sudoku_strerror(status));
            failed = 1;
        }
    }
    return failed || result < 0;
}

int main(int argc, char **argv) {
    int failed = 0, boards = 0;
    if (argc < 2) {
        struct board_reader reader = {stdin, "<stdin>", 0};
        return solve_stream(&reader, &boards);
    }
    for (int i = 1; i < argc; i++) {
        FILE *in = fopen(argv[i], "r");
        if (!in) {
            perror(argv[i]);
            failed = 1;
            continue;
        }
        struct board_reader reader = {in, argv[i], 0};
        failed |= solve_stream(&reader, &boards);
        fclose(in);
    }
    return failed;
}
