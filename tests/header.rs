//! The committed include/sudoku.h must be exactly what build.rs generates.
//! (The test command builds with SUDOKU_HEADER_CHECK=1, so the build leaves
//! include/ alone and this test sees a stale header instead of fixing it.)

#[test]
fn committed_header_matches_a_fresh_generation() {
    let fresh = include_str!(concat!(env!("OUT_DIR"), "/sudoku.h"));
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/include/sudoku.h"))
            .expect("include/sudoku.h is committed");
    assert!(
        fresh == committed,
        "include/sudoku.h is stale: run `cargo build` (which regenerates it) and commit it"
    );
}

#[test]
fn header_declares_the_whole_abi() {
    let header = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/include/sudoku.h"));
    for name in [
        "bool sudoku_is_valid(const uint8_t *board);",
        "int32_t sudoku_solve(uint8_t *board);",
        "int32_t sudoku_solve_any(uint8_t *board);",
        "int32_t sudoku_count_solutions(const uint8_t *board, uint32_t limit, uint32_t *count);",
        "int32_t sudoku_check(const uint8_t *board, struct sudoku_conflict *conflict);",
        "const char *sudoku_strerror(int32_t status);",
        "const char *sudoku_version(void);",
        "#define SUDOKU_OK 0",
        "#define SUDOKU_ERR_NULL -1",
        "#define SUDOKU_ERR_BAD_CELL -2",
        "#define SUDOKU_ERR_CONFLICT -3",
        "#define SUDOKU_ERR_NO_SOLUTION -4",
        "#define SUDOKU_ERR_INTERNAL -5",
        "#define SUDOKU_VERSION_MAJOR",
        "int32_t sudoku_rate(const uint8_t *board, struct sudoku_rating *rating);",
        "int32_t sudoku_hint(const uint8_t *board, const uint16_t *candidates, struct sudoku_step *step);",
        "const char *sudoku_technique_name(uint32_t technique);",
        "#define SUDOKU_LEVEL_EASY 1",
        "#define SUDOKU_LEVEL_EXTREME 5",
        "#define SUDOKU_ERR_NOT_UNIQUE -8",
        "#define SUDOKU_ERR_SPACE -9",
        "#ifndef SUDOKU_H",
        "extern \"C\" {",
    ] {
        assert!(header.contains(name), "header lacks {name}");
    }
    let version = env!("CARGO_PKG_VERSION");
    let mut parts = version.split('.');
    for part in ["MAJOR", "MINOR", "PATCH"] {
        let line = format!("#define SUDOKU_VERSION_{part} {}", parts.next().unwrap());
        assert!(header.contains(&line), "header lacks {line}");
    }
}
