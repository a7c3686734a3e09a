// The wrapper compiles on its own: it includes everything it uses.
#include <sudoku.hpp>

int standalone_check() { return sudoku::is_valid(std::string(81, '.')) ? 0 : 1; }
