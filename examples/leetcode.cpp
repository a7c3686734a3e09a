// LeetCode 36 (Valid Sudoku) and 37 (Sudoku Solver) on libsudoku's C++
// wrapper: the whole `class Solution` is two one-line methods.
#include <cstdio>
#include <vector>

#include <sudoku.hpp>

using std::vector;

class Solution {
  public:
    bool isValidSudoku(vector<vector<char>>& board) { return sudoku::is_valid(board); }
    void solveSudoku(vector<vector<char>>& board) { sudoku::solve(board); }
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
    } catch (const sudoku::error& e) {
        std::printf("solveSudoku(example 2): %s\n", e.what());
    }
    return 0;
}
