// Built against an installed libsudoku (C++ wrapper) by tests/install.sh.
#include <iostream>
#include <sudoku.hpp>

int main() {
    std::cout << sudoku::version() << ' '
              << sudoku::solve(".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.")
              << '\n';
}
