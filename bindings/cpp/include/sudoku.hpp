// libsudoku for C++17: a header-only wrapper over the C ABI (sudoku.h).
//
//   #include <sudoku.hpp>
//   std::string answer = sudoku::solve(".26.........5.2..4...");   // 81 characters
//
// Boards come in three shapes: sudoku::grid (81 bytes, raw or ASCII, as in
// the C API), an 81-character std::string_view ('.' or '0' empty), and
// LeetCode's std::vector<std::vector<char>> ('.' empty). Every function keeps
// the C contract: the lexicographically smallest solution, givens untouched,
// the caller's board unchanged when anything fails. Errors from the library
// are sudoku::error (with the status code); a board of the wrong size or
// shape is std::invalid_argument, thrown before the library is called.
//
// SPDX-License-Identifier: MIT OR Apache-2.0
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku.h"

namespace sudoku {

/// 81 cells, row-major: 0, '0' or '.' empty; digits raw (1-9) or ASCII.
using grid = std::array<std::uint8_t, SUDOKU_CELLS>;

/// LeetCode's board: 9 rows of 9 chars, '.' empty.
using leetcode_board = std::vector<std::vector<char>>;

/// A failure reported by libsudoku; status() is its SUDOKU_ERR_* code.
class error : public std::runtime_error {
  public:
    explicit error(std::int32_t status) : std::runtime_error(sudoku_strerror(status)), status_(status) {}
    [[nodiscard]] std::int32_t status() const noexcept { return status_; }

  private:
    std::int32_t status_;
};

/// The kind of unit two repeated digits share.
enum class unit : std::uint8_t {
    none = SUDOKU_UNIT_NONE,
    row = SUDOKU_UNIT_ROW,
    column = SUDOKU_UNIT_COLUMN,
    box = SUDOKU_UNIT_BOX,
};

/// Why a board is not valid (see sudoku_check in sudoku.h).
struct conflict {
    /// SUDOKU_ERR_BAD_CELL or SUDOKU_ERR_CONFLICT.
    std::int32_t status;
    /// The bad cell, or the earlier of the two repeating cells (0-80).
    int first_cell;
    /// The later repeating cell (0-80), or -1 for a bad cell.
    int second_cell;
    /// The repeated digit (1-9), or 0 for a bad cell.
    int digit;
    /// The unit the two cells share (unit::none for a bad cell).
    sudoku::unit unit;
    /// Which row, column or box (0-8; boxes row-major).
    int unit_index;
    /// The offending byte as found in the board.
    std::uint8_t byte;
};

namespace detail {

inline grid to_grid(std::string_view board) {
    if (board.size() != SUDOKU_CELLS) {
        throw std::invalid_argument("a Sudoku board is 81 characters, got " + std::to_string(board.size()));
    }
    grid g{};
    std::copy(board.begin(), board.end(), g.begin());
    return g;
}

inline grid to_grid(const leetcode_board& board) {
    bool square = board.size() == 9 &&
                  std::all_of(board.begin(), board.end(), [](const std::vector<char>& row) { return row.size() == 9; });
    if (!square) {
        throw std::invalid_argument("a Sudoku board is 9 rows of 9 cells");
    }
    grid g{};
    for (std::size_t cell = 0; cell < SUDOKU_CELLS; ++cell) {
        g[cell] = static_cast<std::uint8_t>(board[cell / 9][cell % 9]);
    }
    return g;
}

inline std::string to_string(const grid& g) { return std::string(g.begin(), g.end()); }

inline leetcode_board to_leetcode(const grid& g) {
    leetcode_board board(9, std::vector<char>(9));
    for (std::size_t cell = 0; cell < SUDOKU_CELLS; ++cell) {
        board[cell / 9][cell % 9] = static_cast<char>(g[cell]);
    }
    return board;
}

}  // namespace detail

// ---- validity ----

/// True when no digit repeats in a row, column or box (LeetCode 36). False for
/// a board with a byte that is not a cell value.
[[nodiscard]] inline bool is_valid(const grid& board) noexcept { return sudoku_is_valid(board.data()); }
[[nodiscard]] inline bool is_valid(std::string_view board) { return is_valid(detail::to_grid(board)); }
[[nodiscard]] inline bool is_valid(const leetcode_board& board) { return is_valid(detail::to_grid(board)); }

/// Why the board is not valid, or std::nullopt when it is.
[[nodiscard]] inline std::optional<conflict> check(const grid& board) {
    sudoku_conflict c{};
    std::int32_t status = sudoku_check(board.data(), &c);
    if (status == SUDOKU_OK) {
        return std::nullopt;
    }
    if (status != SUDOKU_ERR_BAD_CELL && status != SUDOKU_ERR_CONFLICT) {
        throw error(status);
    }
    return conflict{status,
                    c.first_cell,
                    c.second_cell == SUDOKU_NO_CELL ? -1 : c.second_cell,
                    c.digit,
                    static_cast<unit>(c.unit),
                    c.unit_index,
                    c.byte};
}
[[nodiscard]] inline std::optional<conflict> check(std::string_view board) { return check(detail::to_grid(board)); }
[[nodiscard]] inline std::optional<conflict> check(const leetcode_board& board) {
    return check(detail::to_grid(board));
}

// ---- solving ----

namespace detail {

/// `board` solved by `solve_function` (sudoku_solve or sudoku_solve_any).
inline grid solved_by(std::int32_t (*solve_function)(std::uint8_t*), grid board) {
    std::int32_t status = solve_function(board.data());
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    return board;
}

}  // namespace detail

/// The solved board (the lexicographically smallest solution); throws
/// sudoku::error when there is none or the board is malformed.
[[nodiscard]] inline grid solve(grid board) { return detail::solved_by(sudoku_solve, board); }
[[nodiscard]] inline std::string solve(std::string_view board) {
    return detail::to_string(solve(detail::to_grid(board)));
}
/// LeetCode 37: solves the board in place (unchanged if it throws).
inline void solve(leetcode_board& board) { board = detail::to_leetcode(solve(detail::to_grid(board))); }

/// As solve, but std::nullopt instead of a sudoku::error.
[[nodiscard]] inline std::optional<grid> try_solve(grid board) noexcept {
    if (sudoku_solve(board.data()) != SUDOKU_OK) {
        return std::nullopt;
    }
    return board;
}
[[nodiscard]] inline std::optional<std::string> try_solve(std::string_view board) {
    auto solved = try_solve(detail::to_grid(board));
    return solved ? std::optional<std::string>(detail::to_string(*solved)) : std::nullopt;
}
[[nodiscard]] inline std::optional<leetcode_board> try_solve(const leetcode_board& board) {
    auto solved = try_solve(detail::to_grid(board));
    return solved ? std::optional<leetcode_board>(detail::to_leetcode(*solved)) : std::nullopt;
}

/// Like solve, but a board with several solutions gets whichever the engine
/// finds first (unspecified; may change between versions): the fastest path.
[[nodiscard]] inline grid solve_any(grid board) { return detail::solved_by(sudoku_solve_any, board); }
[[nodiscard]] inline std::string solve_any(std::string_view board) {
    return detail::to_string(solve_any(detail::to_grid(board)));
}
inline void solve_any(leetcode_board& board) { board = detail::to_leetcode(solve_any(detail::to_grid(board))); }

// ---- counting ----

/// The number of solutions, counted up to `limit` (2 answers "is it proper?").
[[nodiscard]] inline std::uint32_t count_solutions(const grid& board, std::uint32_t limit = 2) {
    std::uint32_t count = 0;
    std::int32_t status = sudoku_count_solutions(board.data(), limit, &count);
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    return count;
}
[[nodiscard]] inline std::uint32_t count_solutions(std::string_view board, std::uint32_t limit = 2) {
    return count_solutions(detail::to_grid(board), limit);
}
[[nodiscard]] inline std::uint32_t count_solutions(const leetcode_board& board, std::uint32_t limit = 2) {
    return count_solutions(detail::to_grid(board), limit);
}

/// The library's version, "MAJOR.MINOR.PATCH".
[[nodiscard]] inline std::string_view version() noexcept { return sudoku_version(); }

}  // namespace sudoku

#endif  // SUDOKU_HPP
