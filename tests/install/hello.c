/* Built against an installed libsudoku by tests/install.sh. */
#include <stdio.h>
#include <sudoku.h>

int main(void) {
    uint8_t board[81 + 1] =
        ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.";
    int32_t status = sudoku_solve(board);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_strerror(status));
        return 1;
    }
    printf("%s %.81s\n", sudoku_version(), (const char *)board);
    return 0;
}
