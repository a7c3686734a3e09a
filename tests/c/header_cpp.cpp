// The generated header used from C++11: compiles under -pedantic -Werror,
// survives being included twice, and links (extern "C" is right).
#include "sudoku.h"
#include "sudoku.h"

#include <cstdio>
#include <cstring>

int main() {
    int passed = 0, failed = 0;
    auto check = [&](bool ok, const char* what) {
        if (ok) {
            passed++;
        } else {
            failed++;
            std::fprintf(stderr, "FAIL: %s\n", what);
        }
    };
    uint8_t board[SUDOKU_CELLS];
    std::memcpy(board, ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.", 81);
    uint32_t count = 0;
    check(sudoku_is_valid(board), "is_valid");
    check(sudoku_count_solutions(board, 3, &count) == SUDOKU_OK && count == 3, "count up to 3");
    sudoku_conflict conflict;
    check(sudoku_check(board, &conflict) == SUDOKU_OK, "check");
    check(sudoku_solve(board) == SUDOKU_OK && std::memcmp(board, "126734598", 9) == 0, "canonical answer");
    check(sudoku_solve(nullptr) == SUDOKU_ERR_NULL, "nullptr");
    check(std::strlen(sudoku_version()) >= 5, "version");
    std::printf("c++: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
