/*
 * Reads Sudoku boards from a text stream, for the examples. Two forms:
 *
 *   line form: one board per line, 81 cells ('.' or '0' empty), as in most
 *              puzzle collections;
 *   grid form: 9 lines of 9 cells, e.g. the contest form "0 2 6 0 0 0 0 0 0"
 *              or LeetCode's [["5","3",".",...], ...].
 *
 * Spaces, tabs, commas, quotes and brackets separate cells; every other
 * character is a cell and goes to libsudoku as it is, so a stray character
 * is reported by the library (SUDOKU_ERR_BAD_CELL), not silently dropped.
 * Blank lines and lines starting with '#' are skipped.
 */
#ifndef BOARD_READER_H
#define BOARD_READER_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum board_form { FORM_LINE, FORM_GRID };

struct board_reader {
    FILE *in;
    const char *name;
    long line;
};

static int is_separator(char c) {
    return c == ' ' || c == '\t' || c == ',' || c == '"' || c == '\'' || c == '[' || c == ']' ||
           c == '\r' || c == '\n';
}

/* Returns 1 with a board in `board`, 0 at the end of input, -1 (after a
 * message on stderr) on input that is neither form. */
static int read_board(struct board_reader *r, uint8_t board[81], enum board_form *form) {
    char text[1024];
    int rows = 0;
    while (fgets(text, sizeof text, r->in)) {
        int cells = 0;
        uint8_t found[81];
        r->line++;
        if (strchr(text, '\n') == NULL && !feof(r->in)) {
            fprintf(stderr, "%s:%ld: line too long\n", r->name, r->line);
            return -1;
        }
        if (text[0] == '#') {
            continue;
        }
        for (const char *p = text; *p; p++) {
            if (is_separator(*p)) {
                continue;
            }
            if (cells == 81) {
                cells++;
                break;
            }
            found[cells++] = (uint8_t)*p;
        }
        if (cells == 0 && rows == 0) {
            continue;
        }
        if (cells == 81 && rows == 0) {
            memcpy(board, found, 81);
            *form = FORM_LINE;
            return 1;
        }
        if (cells != 9) {
            fprintf(stderr, "%s:%ld: expected 81 cells on a line, or 9 rows of 9 cells\n", r->name,
                    r->line);
            return -1;
        }
        memcpy(board + 9 * rows, found, 9);
        if (++rows == 9) {
            *form = FORM_GRID;
            return 1;
        }
    }
    if (rows != 0) {
        fprintf(stderr, "%s: input ends inside a board (%d of 9 rows)\n", r->name, rows);
        return -1;
    }
    return 0;
}

#endif /* BOARD_READER_H */
