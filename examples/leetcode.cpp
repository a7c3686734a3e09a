// LeetCode 36 (Valid Sudoku) and 37 (Sudoku Solver) on libsudoku: the
// drop-in for a C++ `class Solution`. The board is LeetCode's 9x9 vector of
// chars with '.' for empty; libsudoku takes 81 bytes in the same characters,
// so the only work is flattening the board and copying the answer back.
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "sudoku.h"

using std::vector;

class Solution {
  public:
    bool isValidSudoku(vector<vector<char>>& board) {
        uint8_t cells[SUDOKU_CELLS];
        return flatten(board, cells) && sudoku_is_valid(cells);
    }

    void solveSudoku(vector<vector<char>>& board) {
        uint8_t cells[SUDOKU_CELLS];
        if (!flatten(board, cells)) {
            throw std::invalid_argument("a Sudoku board is 9 rows of 9 cells");
        }
        int32_t status = sudoku_solve(cells);
        if (status != SUDOKU_OK) {
            throw std::runtime_error(sudoku_strerror(status));
        }
        for (int cell = 0; cell < 81; cell++) {
            board[cell / 9][cell % 9] = static_cast<char>(cells[cell]);
        }
    }

  private:
    static bool flatten(const vector<vector<char>>& board, uint8_t cells[SUDOKU_CELLS]) {
        if (board.size() != 9) return false;
        for (int row = 0; row < 9; row++) {
            if (board[row].size() != 9) return false;
            for (int col = 0; col < 9; col++) {
                cells[row * 9 + col] = static_cast<uint8_t>(board[row][col]);
            }
        }
        return true;
    }
};

static vector<vector<char>> parse(const char* rows[9]) {
    vector<vector<char>> board;
    for (int r = 0; r < 9; r++) board.emplace_back(rows[r], rows[r] + 9);
    return board;
}

static void print(const vector<vector<char>>& board) {
    for (const auto& row : board) {
        for (int c = 0; c < 9; c++) std::printf("%c%c", row[c], c == 8 ? '\n' : ' ');
    }
}

int main() {
    const char* example1[9] = {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                               "7...2...6", ".6....28.", "...419..5", "....8..79"};
    const char* example2[9] = {"83..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                               "7...2...6", ".6....28.", "...419..5", "....8..79"};
    Solution solution;
    auto board1 = parse(example1), board2 = parse(example2);
    std::printf("isValidSudoku(example 1) = %s\n", solution.isValidSudoku(board1) ? "true" : "false");
    std::printf("isValidSudoku(example 2) = %s\n", solution.isValidSudoku(board2) ? "true" : "false");
    solution.solveSudoku(board1);
    std::printf("solveSudoku(example 1):\n");
    print(board1);
    try {
        solution.solveSudoku(board2);
    } catch (const std::runtime_error& e) {
        std::printf("solveSudoku(example 2): %s\n", e.what());
    }
    return 0;
}
