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
// Besides solving: sudoku::generate makes puzzles (one solution, the same
// puzzle for the same seed and options, of a chosen difficulty),
// sudoku::candidates gives each cell's possible digits, sudoku::solutions
// lists solutions in order. sudoku::rate says how hard a puzzle is for a
// person, sudoku::hint gives the next step from a player's position and
// sudoku::explain the whole path, each step with an English sentence.
// The *_batch functions do any of these for many boards in one call, on
// every core, with a status per board instead of an exception.
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
#include <utility>
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

inline grid to_grid(const std::uint8_t* cells) {
    grid g{};
    std::copy(cells, cells + SUDOKU_CELLS, g.begin());
    return g;
}

inline leetcode_board to_leetcode(const grid& g) {
    leetcode_board board(9, std::vector<char>(9));
    for (std::size_t cell = 0; cell < SUDOKU_CELLS; ++cell) {
        board[cell / 9][cell % 9] = static_cast<char>(g[cell]);
    }
    return board;
}

inline conflict from_c(std::int32_t status, const sudoku_conflict& c) {
    return conflict{status,
                    c.first_cell,
                    c.second_cell == SUDOKU_NO_CELL ? -1 : c.second_cell,
                    c.digit,
                    static_cast<unit>(c.unit),
                    c.unit_index,
                    c.byte};
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
    return detail::from_c(status, c);
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

// ---- levels and techniques ----

/// How hard a technique is, and a puzzle by its hardest step (sudoku::rate).
enum class level : std::uint32_t {
    easy = SUDOKU_LEVEL_EASY,        ///< singles only
    medium = SUDOKU_LEVEL_MEDIUM,    ///< also locked candidates, naked and hidden pairs and triples
    hard = SUDOKU_LEVEL_HARD,        ///< also fish, wings, quads, uniqueness
    expert = SUDOKU_LEVEL_EXPERT,    ///< also chains and loops
    extreme = SUDOKU_LEVEL_EXTREME,  ///< also forcing chains, or a guess
};

/// The techniques of the logic solver (SUDOKU_TECH_*), easiest first up to
/// guess, then w_wing (numbered last because it came later);
/// sudoku::technique_name gives each one's English name.
enum class technique : std::uint32_t {
    none = SUDOKU_TECH_NONE,
    full_house = SUDOKU_TECH_FULL_HOUSE,
    hidden_single_box = SUDOKU_TECH_HIDDEN_SINGLE_BOX,
    hidden_single_line = SUDOKU_TECH_HIDDEN_SINGLE_LINE,
    direct_pointing = SUDOKU_TECH_DIRECT_POINTING,
    direct_claiming = SUDOKU_TECH_DIRECT_CLAIMING,
    direct_hidden_pair = SUDOKU_TECH_DIRECT_HIDDEN_PAIR,
    naked_single = SUDOKU_TECH_NAKED_SINGLE,
    direct_hidden_triple = SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE,
    pointing = SUDOKU_TECH_POINTING,
    claiming = SUDOKU_TECH_CLAIMING,
    naked_pair = SUDOKU_TECH_NAKED_PAIR,
    x_wing = SUDOKU_TECH_X_WING,
    hidden_pair = SUDOKU_TECH_HIDDEN_PAIR,
    naked_triple = SUDOKU_TECH_NAKED_TRIPLE,
    swordfish = SUDOKU_TECH_SWORDFISH,
    hidden_triple = SUDOKU_TECH_HIDDEN_TRIPLE,
    strong_links = SUDOKU_TECH_STRONG_LINKS,
    xy_wing = SUDOKU_TECH_XY_WING,
    xyz_wing = SUDOKU_TECH_XYZ_WING,
    unique_rectangle = SUDOKU_TECH_UNIQUE_RECTANGLE,
    naked_quad = SUDOKU_TECH_NAKED_QUAD,
    jellyfish = SUDOKU_TECH_JELLYFISH,
    hidden_quad = SUDOKU_TECH_HIDDEN_QUAD,
    wxyz_wing = SUDOKU_TECH_WXYZ_WING,
    bug = SUDOKU_TECH_BUG,
    vwxyz_wing = SUDOKU_TECH_VWXYZ_WING,
    aligned_pair_exclusion = SUDOKU_TECH_ALIGNED_PAIR_EXCLUSION,
    uvwxyz_wing = SUDOKU_TECH_UVWXYZ_WING,
    x_cycle = SUDOKU_TECH_X_CYCLE,
    y_cycle = SUDOKU_TECH_Y_CYCLE,
    forcing_x_chain = SUDOKU_TECH_FORCING_X_CHAIN,
    cycle = SUDOKU_TECH_CYCLE,
    forcing_chain = SUDOKU_TECH_FORCING_CHAIN,
    nishio = SUDOKU_TECH_NISHIO,
    cell_forcing_chains = SUDOKU_TECH_CELL_FORCING_CHAINS,
    region_forcing_chains = SUDOKU_TECH_REGION_FORCING_CHAINS,
    dynamic_forcing_chains = SUDOKU_TECH_DYNAMIC_FORCING_CHAINS,
    dynamic_forcing_chains_plus = SUDOKU_TECH_DYNAMIC_FORCING_CHAINS_PLUS,
    guess = SUDOKU_TECH_GUESS,
    /// W-Wing (4.4, after XYZ-Wing): in hints only (sudoku::hint);
    /// sudoku::rate and sudoku::explain leave it out, as Sudoku Explainer
    /// does, to stay on its scale.
    w_wing = SUDOKU_TECH_W_WING,
};

/// The technique's English name ("X-Wing"); empty for technique::none and
/// for a number that names no technique.
[[nodiscard]] inline std::string_view technique_name(technique t) noexcept {
    const char* name = sudoku_technique_name(static_cast<std::uint32_t>(t));
    return name ? std::string_view(name) : std::string_view();
}

// ---- making puzzles ----

/// Which cells sudoku::generate gives or leaves out together.
enum class symmetry : std::uint32_t {
    none = SUDOKU_SYMMETRY_NONE,                   ///< every cell on its own
    rotate180 = SUDOKU_SYMMETRY_ROTATE180,         ///< cell i and 80 - i (the default)
    rotate90 = SUDOKU_SYMMETRY_ROTATE90,           ///< the four quarter-turns
    mirror = SUDOKU_SYMMETRY_MIRROR,               ///< left and right
    flip = SUDOKU_SYMMETRY_FLIP,                   ///< top and bottom
    diagonal = SUDOKU_SYMMETRY_DIAGONAL,           ///< (r, c) and (c, r)
    antidiagonal = SUDOKU_SYMMETRY_ANTIDIAGONAL,   ///< (r, c) and (8 - c, 8 - r)
    dihedral = SUDOKU_SYMMETRY_DIHEDRAL,           ///< all eight at once
};

/// How sudoku::generate writes its boards.
enum class style : std::uint32_t {
    ascii = SUDOKU_STYLE_ASCII,  ///< '.' empty, '1'-'9' (the default)
    raw = SUDOKU_STYLE_RAW,      ///< 0 empty, 1-9
};

/// What sudoku::generate makes; the defaults are sudoku_generate_options_init's.
struct generate_options {
    sudoku::symmetry symmetry = sudoku::symmetry::rotate180;
    /// No given (no symmetric group of givens) can be taken out without
    /// losing uniqueness. When false, groups whose removal would go below
    /// min_givens are skipped (more givens, easier puzzles).
    bool minimal = true;
    /// At least this many givens; 0 for no lower bound.
    std::uint32_t min_givens = 0;
    /// At most this many givens; 0 for no upper bound (else 17 or more).
    std::uint32_t max_givens = 0;
    /// The style of both boards.
    sudoku::style style = sudoku::style::ascii;
    /// Grids to try before giving up (SUDOKU_ERR_GAVE_UP); 0 for the library's
    /// default (1000, or 20,000 with a bound on the level or the rating).
    std::uint32_t max_tries = 0;
    /// The puzzle's level (sudoku::rate) is at least this; std::nullopt for no bound.
    std::optional<sudoku::level> min_level;
    /// The puzzle's level is at most this; std::nullopt for no bound.
    std::optional<sudoku::level> max_level;
    /// Its Sudoku Explainer rating is at least this (0-20, compared in
    /// tenths); 0 for no bound. With any level or rating bound, each try is
    /// one grid whose puzzle is rated, so rare bounds need more max_tries.
    float min_se = 0;
    /// Its rating is at most this; 0 for no bound.
    float max_se = 0;
};

/// A puzzle with exactly one solution, and that solution.
struct generated {
    grid puzzle;
    grid solution;
};

namespace detail {

inline sudoku_generate_options to_c(const generate_options& options) {
    sudoku_generate_options c{};
    sudoku_generate_options_init_sized(&c, sizeof c);
    c.symmetry = static_cast<std::uint32_t>(options.symmetry);
    c.minimal = options.minimal ? 1 : 0;
    c.min_givens = options.min_givens;
    c.max_givens = options.max_givens;
    c.style = static_cast<std::uint32_t>(options.style);
    c.max_tries = options.max_tries;
    c.min_level = options.min_level ? static_cast<std::uint32_t>(*options.min_level) : 0;
    c.max_level = options.max_level ? static_cast<std::uint32_t>(*options.max_level) : 0;
    c.min_se = options.min_se;
    c.max_se = options.max_se;
    return c;
}

}  // namespace detail

/// A puzzle made from `seed` as `options` ask: the same seed and options
/// give the same puzzle on every platform and every run (within a
/// MAJOR.MINOR version). Throws sudoku::error with SUDOKU_ERR_OPTIONS (an
/// unknown symmetry, style or level, bounds that cannot hold, a rating
/// outside 0-20) or SUDOKU_ERR_GAVE_UP (no puzzle met the bounds within
/// max_tries grids).
[[nodiscard]] inline generated generate(std::uint64_t seed, const generate_options& options = {}) {
    sudoku_generate_options c = detail::to_c(options);
    generated made{};
    std::int32_t status = sudoku_generate(seed, &c, made.puzzle.data(), made.solution.data());
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    return made;
}

/// A board as 81 characters, '.' empty and '1'-'9', whatever its style (a
/// raw grid's 0-9 included); other bytes are copied as they are.
[[nodiscard]] inline std::string to_string(const grid& board) {
    std::string text(SUDOKU_CELLS, '.');
    for (std::size_t cell = 0; cell < SUDOKU_CELLS; ++cell) {
        std::uint8_t byte = board[cell];
        if (byte >= 1 && byte <= 9) {
            text[cell] = static_cast<char>('0' + byte);
        } else if (byte != 0 && byte != '0') {
            text[cell] = static_cast<char>(byte);
        }
    }
    return text;
}

// ---- candidates and all the solutions ----

/// Which candidates sudoku::candidates gives.
enum class candidates_kind : std::uint32_t {
    /// What a player pencils in: the digits no given in the cell's row,
    /// column or box holds.
    basic = SUDOKU_CANDIDATES_BASIC,
    /// The digits the cell holds in at least one solution (all 0 when the
    /// board has none).
    solutions = SUDOKU_CANDIDATES_SOLUTIONS,
};

/// Per cell, bit d-1 set when digit d may go in it; 0 for a given.
using candidate_masks = std::array<std::uint16_t, SUDOKU_CELLS>;

/// Each cell's candidates (row-major). Throws sudoku::error for a board that
/// is not valid (or SUDOKU_ERR_OPTIONS for a kind the library does not know).
[[nodiscard]] inline candidate_masks candidates(const grid& board,
                                                candidates_kind kind = candidates_kind::basic) {
    candidate_masks masks{};
    std::int32_t status = sudoku_candidates(board.data(), static_cast<std::uint32_t>(kind), masks.data());
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    return masks;
}
[[nodiscard]] inline candidate_masks candidates(std::string_view board,
                                                candidates_kind kind = candidates_kind::basic) {
    return candidates(detail::to_grid(board), kind);
}
[[nodiscard]] inline candidate_masks candidates(const leetcode_board& board,
                                                candidates_kind kind = candidates_kind::basic) {
    return candidates(detail::to_grid(board), kind);
}

namespace detail {

/// Up to this many solutions asked for, solutions() makes room for all of
/// them; past it, it counts first and makes room for the ones there are.
constexpr std::uint32_t solutions_at_once = 4096;

}  // namespace detail

/// The first `limit` solutions in lexicographic order (the first is
/// solve's answer), in the board's style; fewer when there are fewer, none
/// when there is no solution. Throws sudoku::error for a board that is not
/// valid.
[[nodiscard]] inline std::vector<grid> solutions(const grid& board, std::uint32_t limit) {
    std::uint32_t room = limit > detail::solutions_at_once ? count_solutions(board, limit) : limit;
    std::vector<std::uint8_t> out(static_cast<std::size_t>(room) * SUDOKU_CELLS);
    std::uint32_t found = 0;
    std::int32_t status = sudoku_solutions(board.data(), room, out.data(), &found);
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    std::vector<grid> listed;
    listed.reserve(found);
    for (std::size_t k = 0; k < found; ++k) {
        listed.push_back(detail::to_grid(out.data() + k * SUDOKU_CELLS));
    }
    return listed;
}
[[nodiscard]] inline std::vector<std::string> solutions(std::string_view board, std::uint32_t limit) {
    std::vector<std::string> listed;
    for (const grid& g : solutions(detail::to_grid(board), limit)) {
        listed.push_back(detail::to_string(g));
    }
    return listed;
}
[[nodiscard]] inline std::vector<leetcode_board> solutions(const leetcode_board& board, std::uint32_t limit) {
    std::vector<leetcode_board> listed;
    for (const grid& g : solutions(detail::to_grid(board), limit)) {
        listed.push_back(detail::to_leetcode(g));
    }
    return listed;
}

// ---- rating, hints and explanations ----

/// How hard a puzzle is for a person: the hardest step of its
/// easiest-first human solving path (see sudoku::rate).
struct rating {
    /// The level of the hardest technique on the path.
    sudoku::level level;
    /// Sudoku Explainer rating of the hardest step (1.0-10.0; 0 with no step).
    float se;
    /// The sum of the steps' scores (HoDoKu-style).
    std::uint32_t score;
    /// Steps on the path.
    std::uint32_t steps;
    /// The hardest step's technique (the first, if several tie);
    /// technique::none when there is no step (every cell given).
    sudoku::technique hardest;
};

/// A digit in a cell (0-80, row-major): one a step places, or a candidate
/// it takes out.
struct cell_digit {
    int cell;
    int digit;
    friend bool operator==(const cell_digit& a, const cell_digit& b) noexcept {
        return a.cell == b.cell && a.digit == b.digit;
    }
    friend bool operator!=(const cell_digit& a, const cell_digit& b) noexcept { return !(a == b); }
};

/// One step of a human-style solution (sudoku::hint, sudoku::explain): the
/// fields of the C struct sudoku_step, and its sentence. Digit masks have
/// bit d-1 for digit d; unit masks bit u for unit u (rows 0-8, columns
/// 9-17, boxes 18-26, boxes row-major).
struct step {
    /// The technique (technique::guess only where none applies;
    /// technique::w_wing only from sudoku::hint).
    sudoku::technique technique;
    /// This step's Sudoku Explainer rating.
    float se;
    /// The technique's level.
    sudoku::level level;
    /// The units the pattern lives in (locked candidates and fish: the base
    /// units; singles: the unit the digit is single in).
    std::uint32_t units;
    /// The units whose other cells lose candidates (locked candidates and
    /// fish), else 0.
    std::uint32_t cover;
    /// The digits the pattern is about.
    std::uint16_t digits;
    /// A chain's nodes, a strong-link pattern's links, a wing's cells; else 0.
    std::uint16_t length;
    /// Per cell, the candidates the step takes out.
    candidate_masks eliminate;
    /// Per cell, the candidates that make up the pattern (what to highlight).
    candidate_masks pattern;
    /// Per cell, the digit the step places (0: none; raw digits 1-9).
    grid place;
    /// One English sentence saying what the step does (sudoku::describe).
    std::string description;

    /// The (cell, digit) pairs the step places, by cell.
    [[nodiscard]] std::vector<cell_digit> placements() const {
        std::vector<cell_digit> out;
        for (int cell = 0; cell < SUDOKU_CELLS; ++cell) {
            if (place[cell] != 0) out.push_back({cell, place[cell]});
        }
        return out;
    }
    /// The (cell, digit) candidates the step takes out, by cell and digit.
    [[nodiscard]] std::vector<cell_digit> eliminations() const {
        std::vector<cell_digit> out;
        for (int cell = 0; cell < SUDOKU_CELLS; ++cell) {
            for (int digit = 1; digit <= 9; ++digit) {
                if (eliminate[cell] >> (digit - 1) & 1) out.push_back({cell, digit});
            }
        }
        return out;
    }
    /// The cells of the pattern, in order.
    [[nodiscard]] std::vector<int> cells() const {
        std::vector<int> out;
        for (int cell = 0; cell < SUDOKU_CELLS; ++cell) {
            if (pattern[cell] != 0) out.push_back(cell);
        }
        return out;
    }

    friend bool operator==(const step& a, const step& b) {
        return a.technique == b.technique && a.se == b.se && a.level == b.level && a.units == b.units &&
               a.cover == b.cover && a.digits == b.digits && a.length == b.length && a.eliminate == b.eliminate &&
               a.pattern == b.pattern && a.place == b.place && a.description == b.description;
    }
    friend bool operator!=(const step& a, const step& b) { return !(a == b); }
};

namespace detail {

/// The sentence sudoku_describe writes for `c`, in a buffer grown until it fits.
inline std::string describe(const sudoku_step& c) {
    std::vector<char> buffer(256);
    for (;;) {
        std::int32_t status = sudoku_describe(&c, buffer.data(), buffer.size());
        if (status == SUDOKU_OK) {
            return std::string(buffer.data());
        }
        if (status != SUDOKU_ERR_SPACE || buffer.size() >= (std::size_t{1} << 20)) {
            throw error(status);
        }
        buffer.resize(buffer.size() * 2);
    }
}

inline sudoku_step to_c(const step& s) {
    sudoku_step c{};
    c.size = sizeof(sudoku_step);
    c.technique = static_cast<std::uint32_t>(s.technique);
    c.se = s.se;
    c.level = static_cast<std::uint32_t>(s.level);
    c.units = s.units;
    c.cover = s.cover;
    c.digits = s.digits;
    c.length = s.length;
    std::copy(s.eliminate.begin(), s.eliminate.end(), c.eliminate);
    std::copy(s.pattern.begin(), s.pattern.end(), c.pattern);
    std::copy(s.place.begin(), s.place.end(), c.place);
    return c;
}

inline step from_c(const sudoku_step& c) {
    step s{};
    s.technique = static_cast<technique>(c.technique);
    s.se = c.se;
    s.level = static_cast<level>(c.level);
    s.units = c.units;
    s.cover = c.cover;
    s.digits = c.digits;
    s.length = c.length;
    std::copy(c.eliminate, c.eliminate + SUDOKU_CELLS, s.eliminate.begin());
    std::copy(c.pattern, c.pattern + SUDOKU_CELLS, s.pattern.begin());
    std::copy(c.place, c.place + SUDOKU_CELLS, s.place.begin());
    s.description = describe(c);
    return s;
}

/// Room for this many steps at first (most paths are shorter); a longer
/// path is asked for again with the room the library says it needs.
constexpr std::size_t steps_at_once = 128;

}  // namespace detail

/// The English sentence for `s` ("X-Wing on 7 in rows 2 and 6, columns 3
/// and 8: 7 comes out of r4c3 and r9c8"), made from its fields alone, so a
/// step changed or built by hand is described as it is now. Throws
/// sudoku::error with SUDOKU_ERR_OPTIONS for a technique that is none.
[[nodiscard]] inline std::string describe(const step& s) { return detail::describe(detail::to_c(s)); }

namespace detail {

inline rating from_c(const sudoku_rating& c) {
    return rating{static_cast<level>(c.level), c.se, c.score, c.steps,
                  c.steps == 0 ? technique::none : static_cast<technique>(c.hardest)};
}

}  // namespace detail

/// How hard the puzzle is for a person: solved with human techniques,
/// easiest first, as Sudoku Explainer does, and rated by the hardest step.
/// Throws sudoku::error: SUDOKU_ERR_NOT_UNIQUE (several solutions),
/// SUDOKU_ERR_NO_SOLUTION, SUDOKU_ERR_BAD_CELL, SUDOKU_ERR_CONFLICT.
[[nodiscard]] inline rating rate(const grid& board) {
    sudoku_rating c{};
    c.size = sizeof(sudoku_rating);
    std::int32_t status = sudoku_rate(board.data(), &c);
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    return detail::from_c(c);
}
[[nodiscard]] inline rating rate(std::string_view board) { return rate(detail::to_grid(board)); }
[[nodiscard]] inline rating rate(const leetcode_board& board) { return rate(detail::to_grid(board)); }

/// The next step from where the player is: the easiest the logic solver
/// finds (technique::guess, placing the solution's digit, when none
/// applies), or std::nullopt when every cell is given. `board` holds the
/// givens and the player's digits; `marks` is nullptr (every candidate no
/// given rules out) or the player's pencil marks, as sudoku::candidates
/// gives them (entries for givens are ignored). Throws sudoku::error:
/// SUDOKU_ERR_NOT_UNIQUE, SUDOKU_ERR_NO_SOLUTION (also for marks that rule
/// out a cell's solution digit), SUDOKU_ERR_BAD_CELL, SUDOKU_ERR_CONFLICT.
/// The hint may be a technique::w_wing: Sudoku Explainer's default set
/// leaves W-Wing out, so sudoku::rate and sudoku::explain do too (their
/// numbers stay on its scale), but it is often the easiest step a player
/// can take.
[[nodiscard]] inline std::optional<step> hint(const grid& board, const candidate_masks* marks = nullptr) {
    sudoku_step c{};
    c.size = sizeof(sudoku_step);
    std::int32_t status = sudoku_hint(board.data(), marks ? marks->data() : nullptr, &c);
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    if (c.technique == SUDOKU_TECH_NONE) {
        return std::nullopt;
    }
    return detail::from_c(c);
}
[[nodiscard]] inline std::optional<step> hint(const grid& board, const candidate_masks& marks) {
    return hint(board, &marks);
}
[[nodiscard]] inline std::optional<step> hint(std::string_view board, const candidate_masks* marks = nullptr) {
    return hint(detail::to_grid(board), marks);
}
[[nodiscard]] inline std::optional<step> hint(std::string_view board, const candidate_masks& marks) {
    return hint(detail::to_grid(board), &marks);
}
[[nodiscard]] inline std::optional<step> hint(const leetcode_board& board, const candidate_masks* marks = nullptr) {
    return hint(detail::to_grid(board), marks);
}
[[nodiscard]] inline std::optional<step> hint(const leetcode_board& board, const candidate_masks& marks) {
    return hint(detail::to_grid(board), &marks);
}

namespace detail {

/// sudoku::explain, making room for `room` steps first.
inline std::vector<step> explain(const grid& board, std::size_t room) {
    std::vector<sudoku_step> raw(std::max<std::size_t>(room, 1));
    std::size_t count = 0;
    std::int32_t status;
    for (;;) {
        raw[0].size = sizeof(sudoku_step);
        status = sudoku_explain(board.data(), raw.data(), raw.size(), &count);
        if (status != SUDOKU_ERR_SPACE || count <= raw.size()) {
            break;
        }
        raw.resize(count);
    }
    if (status != SUDOKU_OK) {
        throw error(status);
    }
    std::vector<step> path;
    path.reserve(count);
    for (std::size_t k = 0; k < count; ++k) {
        path.push_back(from_c(raw[k]));
    }
    return path;
}

}  // namespace detail

/// The whole easiest-first path from the givens to the solution, the steps
/// sudoku::rate measures (never a technique::w_wing, which only
/// sudoku::hint gives): replaying their placements fills in the
/// solution. Empty when every cell is given. Throws sudoku::error as
/// sudoku::rate does.
[[nodiscard]] inline std::vector<step> explain(const grid& board) {
    return detail::explain(board, detail::steps_at_once);
}
[[nodiscard]] inline std::vector<step> explain(std::string_view board) { return explain(detail::to_grid(board)); }
[[nodiscard]] inline std::vector<step> explain(const leetcode_board& board) {
    return explain(detail::to_grid(board));
}

// ---- many boards at once ----
//
// One C call for a whole batch, on `threads` threads (0: every core; 1: the
// calling thread only; N: at most N), started and joined inside the call.
// A board that fails never stops the others and never throws: its status
// (SUDOKU_OK, or the code of the sudoku::error the single call would
// throw) comes back with it, in input order. Only a refusal of the whole
// call (a stride below 81) throws sudoku::error.

/// One board's result in a batch: `value` is meaningful when `status` is
/// SUDOKU_OK; get() returns it or throws the single call's sudoku::error.
template <class T>
struct outcome {
    std::int32_t status = SUDOKU_OK;
    T value{};

    [[nodiscard]] bool ok() const noexcept { return status == SUDOKU_OK; }
    [[nodiscard]] const T& get() const {
        if (status != SUDOKU_OK) {
            throw error(status);
        }
        return value;
    }
};

namespace detail {

inline void batch_call(std::int32_t status) {
    if (status != SUDOKU_OK) {
        throw error(status);
    }
}

}  // namespace detail

/// Solves `count` boards in place, `stride` bytes apart from `boards` (81
/// for a packed array, more for records such as text lines): each board
/// that fails is left as it was. Returns the statuses.
[[nodiscard]] inline std::vector<std::int32_t> solve_batch(std::uint8_t* boards, std::size_t count,
                                                           std::size_t stride, std::uint32_t threads = 0) {
    std::vector<std::int32_t> statuses(count);
    detail::batch_call(sudoku_solve_batch(boards, count, stride, statuses.data(), threads));
    return statuses;
}
/// Solves every board in place (the canonical solution, as sudoku::solve).
[[nodiscard]] inline std::vector<std::int32_t> solve_batch(std::vector<grid>& boards, std::uint32_t threads = 0) {
    return solve_batch(boards.empty() ? nullptr : boards.front().data(), boards.size(), SUDOKU_CELLS, threads);
}
/// As solve_batch, with any solution (sudoku::solve_any): the fastest.
[[nodiscard]] inline std::vector<std::int32_t> solve_any_batch(std::uint8_t* boards, std::size_t count,
                                                               std::size_t stride, std::uint32_t threads = 0) {
    std::vector<std::int32_t> statuses(count);
    detail::batch_call(sudoku_solve_any_batch(boards, count, stride, statuses.data(), threads));
    return statuses;
}
[[nodiscard]] inline std::vector<std::int32_t> solve_any_batch(std::vector<grid>& boards,
                                                               std::uint32_t threads = 0) {
    return solve_any_batch(boards.empty() ? nullptr : boards.front().data(), boards.size(), SUDOKU_CELLS, threads);
}

/// Every board's number of solutions, counted up to `limit`.
[[nodiscard]] inline std::vector<outcome<std::uint32_t>> count_batch(const std::vector<grid>& boards,
                                                                    std::uint32_t limit = 2,
                                                                    std::uint32_t threads = 0) {
    std::vector<std::uint32_t> counts(boards.size());
    std::vector<std::int32_t> statuses(boards.size());
    detail::batch_call(sudoku_count_batch(boards.empty() ? nullptr : boards.front().data(), boards.size(),
                                          SUDOKU_CELLS, limit, counts.data(), statuses.data(), threads));
    std::vector<outcome<std::uint32_t>> out(boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i) {
        out[i] = {statuses[i], counts[i]};
    }
    return out;
}

/// Why each board is not valid (as sudoku::check), std::nullopt where it is.
[[nodiscard]] inline std::vector<std::optional<conflict>> check_batch(const std::vector<grid>& boards,
                                                                     std::uint32_t threads = 0) {
    std::vector<sudoku_conflict> found(boards.size());
    std::vector<std::int32_t> statuses(boards.size());
    detail::batch_call(sudoku_check_batch(boards.empty() ? nullptr : boards.front().data(), boards.size(),
                                          SUDOKU_CELLS, found.data(), statuses.data(), threads));
    std::vector<std::optional<conflict>> out(boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (statuses[i] != SUDOKU_OK) {
            out[i] = detail::from_c(statuses[i], found[i]);
        }
    }
    return out;
}

/// `count` puzzles from the seeds seed, seed + 1, ... (wrapping): puzzle i
/// is exactly sudoku::generate(seed + i, options). Throws sudoku::error
/// (SUDOKU_ERR_OPTIONS) for options sudoku::generate refuses; a puzzle that
/// met no bounds within max_tries has SUDOKU_ERR_GAVE_UP.
[[nodiscard]] inline std::vector<outcome<generated>> generate_batch(std::uint64_t seed, std::size_t count,
                                                                   const generate_options& options = {},
                                                                   std::uint32_t threads = 0) {
    sudoku_generate_options c = detail::to_c(options);
    std::vector<grid> puzzles(count), solutions(count);
    std::vector<std::int32_t> statuses(count);
    detail::batch_call(sudoku_generate_batch(seed, count, &c, count ? puzzles.front().data() : nullptr,
                                             count ? solutions.front().data() : nullptr, SUDOKU_CELLS,
                                             statuses.data(), threads));
    std::vector<outcome<generated>> out(count);
    for (std::size_t i = 0; i < count; ++i) {
        out[i].status = statuses[i];
        if (statuses[i] == SUDOKU_OK) {
            out[i].value = {puzzles[i], solutions[i]};
        }
    }
    return out;
}

/// Every board rated as sudoku::rate does.
[[nodiscard]] inline std::vector<outcome<rating>> rate_batch(const std::vector<grid>& boards,
                                                            std::uint32_t threads = 0) {
    std::vector<sudoku_rating> found(boards.size());
    std::vector<std::int32_t> statuses(boards.size());
    if (!found.empty()) {
        found[0].size = sizeof(sudoku_rating);
    }
    detail::batch_call(sudoku_rate_batch(boards.empty() ? nullptr : boards.front().data(), boards.size(),
                                         SUDOKU_CELLS, found.data(), statuses.data(), threads));
    std::vector<outcome<rating>> out(boards.size());
    for (std::size_t i = 0; i < boards.size(); ++i) {
        out[i].status = statuses[i];
        if (statuses[i] == SUDOKU_OK) {
            out[i].value = detail::from_c(found[i]);
        }
    }
    return out;
}

/// The library's version, "MAJOR.MINOR.PATCH".
[[nodiscard]] inline std::string_view version() noexcept { return sudoku_version(); }

}  // namespace sudoku

#endif  // SUDOKU_HPP
