// Tests of the C++ wrapper, built with -std=c++17 -Wall -Wextra -Werror
// -pedantic -fsanitize=address,undefined. Ends with "N passed, N failed".
#include <sudoku.hpp>
#include <sudoku.hpp>  // included twice on purpose: the guard must hold

#include <cstdio>
#include <string>
#include <thread>
#include <vector>

static int passed = 0, failed = 0;

#define CHECK(cond)                                                         \
    do {                                                                    \
        if (cond) {                                                         \
            ++passed;                                                       \
        } else {                                                            \
            ++failed;                                                       \
            std::fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                   \
    } while (0)

template <typename F>
static int status_thrown(F f) {
    try {
        f();
    } catch (const sudoku::error& e) {
        return e.status();
    } catch (const std::invalid_argument&) {
        return 1;
    }
    return 0;
}

static const std::string puzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const std::string answer =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
static const std::string contest =
    ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.";
static const std::string norvig =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

static sudoku::leetcode_board board_of(const std::string& text) {
    sudoku::leetcode_board board(9, std::vector<char>(9));
    for (int cell = 0; cell < 81; ++cell) board[cell / 9][cell % 9] = text[cell];
    return board;
}

int main() {
    // string_view
    CHECK(sudoku::solve(puzzle) == answer);
    CHECK(sudoku::solve(contest).substr(0, 9) == "126734598");
    CHECK(sudoku::is_valid(puzzle));
    CHECK(sudoku::count_solutions(puzzle) == 1);
    CHECK(sudoku::count_solutions(contest) == 2);
    CHECK(sudoku::count_solutions(contest, 5000) == 2358);
    CHECK(sudoku::try_solve(norvig) == std::nullopt);
    CHECK(sudoku::try_solve(puzzle).value_or("") == answer);
    CHECK(status_thrown([] { (void)sudoku::solve(norvig); }) == SUDOKU_ERR_NO_SOLUTION);
    CHECK(status_thrown([] { (void)sudoku::solve("53"); }) == 1);
    CHECK(status_thrown([] { (void)sudoku::is_valid(std::string(80, '.')); }) == 1);

    // solve_any: any one solution
    CHECK(sudoku::solve_any(puzzle) == answer);
    std::string any = sudoku::solve_any(contest);
    CHECK(sudoku::is_valid(any) && any.find('.') == std::string::npos);
    CHECK(status_thrown([] { (void)sudoku::solve_any(norvig); }) == SUDOKU_ERR_NO_SOLUTION);

    // grid, raw style
    sudoku::grid raw{};
    for (int i = 0; i < 81; ++i) raw[i] = puzzle[i] == '.' ? 0 : static_cast<std::uint8_t>(puzzle[i] - '0');
    sudoku::grid solved = sudoku::solve(raw);
    CHECK(solved[2] == 4 && solved[80] == 9);
    CHECK(raw[2] == 0);  // taken by value: the caller's grid is untouched
    CHECK(sudoku::try_solve(raw).has_value());
    CHECK(sudoku::count_solutions(raw, 10) == 1);

    // errors carry their status; check explains
    std::string conflicting = puzzle;
    conflicting[2] = '5';
    CHECK(!sudoku::is_valid(conflicting));
    CHECK(status_thrown([&] { (void)sudoku::solve(conflicting); }) == SUDOKU_ERR_CONFLICT);
    CHECK(status_thrown([&] { (void)sudoku::count_solutions(conflicting); }) == SUDOKU_ERR_CONFLICT);
    auto why = sudoku::check(conflicting);
    CHECK(why && why->status == SUDOKU_ERR_CONFLICT && why->first_cell == 0 && why->second_cell == 2 &&
          why->digit == 5 && why->unit == sudoku::unit::row && why->unit_index == 0);
    std::string bad = puzzle;
    bad[40] = 'x';
    auto bad_why = sudoku::check(bad);
    CHECK(bad_why && bad_why->status == SUDOKU_ERR_BAD_CELL && bad_why->first_cell == 40 &&
          bad_why->second_cell == -1 && bad_why->byte == 'x' && bad_why->unit == sudoku::unit::none);
    CHECK(!sudoku::check(puzzle).has_value());
    try {
        (void)sudoku::solve(bad);
        CHECK(false);
    } catch (const sudoku::error& e) {
        CHECK(e.status() == SUDOKU_ERR_BAD_CELL && std::string(e.what()) == sudoku_strerror(SUDOKU_ERR_BAD_CELL));
    }

    // LeetCode boards
    auto board = board_of(puzzle);
    CHECK(sudoku::is_valid(board));
    sudoku::solve(board);
    CHECK(board == board_of(answer));
    auto unsolvable = board_of(norvig);
    CHECK(status_thrown([&] { sudoku::solve(unsolvable); }) == SUDOKU_ERR_NO_SOLUTION);
    CHECK(unsolvable == board_of(norvig));  // unchanged on error
    CHECK(!sudoku::try_solve(unsolvable).has_value());
    CHECK(sudoku::try_solve(board_of(puzzle)).value() == board_of(answer));
    CHECK(sudoku::count_solutions(board_of(contest), 3) == 3);
    sudoku::leetcode_board ragged(9, std::vector<char>(8, '.'));
    CHECK(status_thrown([&] { sudoku::solve(ragged); }) == 1);
    CHECK(status_thrown([&] { (void)sudoku::check(ragged); }) == 1);

    // version
    CHECK(sudoku::version() == std::to_string(SUDOKU_VERSION_MAJOR) + "." + std::to_string(SUDOKU_VERSION_MINOR) +
                                   "." + std::to_string(SUDOKU_VERSION_PATCH));

    // threads
    std::vector<std::thread> threads;
    std::vector<int> ok(8, 0);
    for (int t = 0; t < 8; ++t) {
        threads.emplace_back([t, &ok] {
            int good = 1;
            for (int round = 0; round < 20; ++round) {
                good &= sudoku::solve(round % 2 ? puzzle : contest) == sudoku::solve(round % 2 ? puzzle : contest);
                good &= !sudoku::try_solve(norvig).has_value();
            }
            ok[t] = good;
        });
    }
    for (auto& thread : threads) thread.join();
    for (int good : ok) CHECK(good == 1);

    std::printf("c++ wrapper: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
