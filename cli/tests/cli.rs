//! The `sudoku` command end to end: every subcommand, every input and
//! output format, bad lines and exit statuses, --strict, --jobs 1 and 2
//! giving the same bytes, and answers that agree with the library.

use assert_cmd::Command;
use predicates::prelude::*;
use std::io::Write;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const ANSWER: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const SEVERAL: &str =
    ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.";
const UNSOLVABLE: &str =
    "..1.......7...8.5..8.....1.......2..45.1.6...............7...4......4.6..........";

fn sudoku() -> Command {
    Command::cargo_bin("sudoku").expect("the binary is built")
}

/// The known-answer puzzles that are printable text, with their status in
/// the C library and answer, from the project's table.
fn known() -> Vec<(String, i32, Option<String>)> {
    let text = include_str!("../../tests/data/known_answers.txt");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty() && !l.contains("\\x"))
        .map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            (
                f[2].to_string(),
                f[4].parse().unwrap(),
                (f[5] != "-").then(|| f[5].to_string()),
            )
        })
        .filter(|(p, _, _)| p.len() == 81)
        .collect()
}

fn file_with(text: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    f
}

fn stdout_of(cmd: &mut Command) -> String {
    String::from_utf8(cmd.output().unwrap().stdout).unwrap()
}

#[test]
fn solve_gives_the_known_answers_line_by_line() {
    let cases = known();
    assert!(cases.len() > 30);
    let input: String = cases.iter().map(|(p, _, _)| format!("{p}\n")).collect();
    let out = sudoku()
        .args(["solve", "-q"])
        .write_stdin(input)
        .output()
        .unwrap();
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), cases.len());
    for ((puzzle, status, answer), line) in cases.iter().zip(&lines) {
        match answer {
            Some(a) if *status == 0 => assert_eq!(line, a, "{puzzle}"),
            _ => assert!(line.starts_with("error: "), "{puzzle}: {line}"),
        }
    }
    // Some known answers have no solution or are invalid: status 1.
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_clean_run_exits_0_and_summarises() {
    sudoku()
        .args(["solve"])
        .write_stdin(format!("{PUZZLE}\n# a comment\n\n{PUZZLE}\n"))
        .assert()
        .success()
        .stdout(format!("{ANSWER}\n{ANSWER}\n"))
        .stderr(predicate::str::contains("2 solved"));
}

#[test]
fn bad_lines_are_reported_with_their_line_numbers_and_exit_1() {
    let input = format!("{PUZZLE}\nshort\n{UNSOLVABLE}\n{}\n", "x".repeat(81));
    sudoku()
        .args(["solve"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!(
            "{ANSWER}\nerror: 5 characters, not 81\nerror: no solution\nerror: cell r1c1 holds 'x', which is not a cell value\n"
        ))
        .stderr(
            predicate::str::contains("<stdin>:2: 5 characters")
                .and(predicate::str::contains("<stdin>:3: no solution"))
                .and(predicate::str::contains("1 solved, 1 no solution, 2 invalid")),
        );
}

#[test]
fn strict_stops_at_the_first_bad_line() {
    sudoku()
        .args(["solve", "--strict", "-q"])
        .write_stdin(format!("{PUZZLE}\nshort\n{PUZZLE}\n"))
        .assert()
        .code(1)
        .stdout(format!("{ANSWER}\n"));
}

#[test]
fn the_summary_lists_ten_bad_lines_and_counts_the_rest() {
    let input = "bad\n".repeat(13);
    sudoku()
        .args(["check"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stderr(
            predicate::str::contains("<stdin>:10:").and(predicate::str::contains("... and 3 more")),
        );
}

#[test]
fn usage_errors_exit_2() {
    sudoku().args(["solve", "--no-such-flag"]).assert().code(2);
    sudoku().args(["frobnicate"]).assert().code(2);
    sudoku()
        .args(["generate", "--level", "impossible"])
        .assert()
        .code(2);
    sudoku()
        .args(["generate", "--givens", "40:30"])
        .assert()
        .code(2);
    sudoku().args(["solve", "/no/such/file"]).assert().code(2);
}

#[test]
fn help_is_complete() {
    let help = stdout_of(sudoku().arg("--help"));
    for sub in [
        "solve",
        "count",
        "check",
        "generate",
        "rate",
        "hint",
        "explain",
        "bench",
        "Exit status",
    ] {
        assert!(help.contains(sub), "{sub} missing from --help");
    }
    for sub in [
        "solve", "count", "check", "generate", "rate", "hint", "explain", "bench",
    ] {
        sudoku()
            .args([sub, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("--jobs"));
    }
}

#[test]
fn count_and_require_unique() {
    let input = format!("{PUZZLE}\n{SEVERAL}\n{UNSOLVABLE}\n");
    sudoku()
        .args(["count", "-q", "--limit", "5"])
        .write_stdin(input.clone())
        .assert()
        .success()
        .stdout("1\n5\n0\n");
    sudoku()
        .args(["count", "--require-unique"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stderr(
            predicate::str::contains("<stdin>:2: 2 solutions")
                .and(predicate::str::contains("<stdin>:3: 0 solutions")),
        );
    sudoku()
        .args(["count", "--require-unique", "-q"])
        .write_stdin(format!("{PUZZLE}\n"))
        .assert()
        .success();
}

#[test]
fn check_says_valid_or_where() {
    let conflict = format!("55{}", &PUZZLE[2..]);
    sudoku()
        .args(["check", "-q"])
        .write_stdin(format!("{PUZZLE}\n{UNSOLVABLE}\n{conflict}\n"))
        .assert()
        .code(1)
        .stdout("valid\nvalid\nerror: 5 repeats in row 1 (r1c1 and r1c2)\n");
}

#[test]
fn every_input_format_reads_the_same_puzzle() {
    let grid: String = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&c| {
                    if c == b'.' {
                        "0".into()
                    } else {
                        (c as char).to_string()
                    }
                })
                .collect();
            cells.join(" ") + "\n"
        })
        .collect();
    let grids = format!("{grid}\n{grid}");
    let csv = format!("quizzes,solutions\n{},{ANSWER}\n", PUZZLE.replace('.', "0"));
    for (input, format) in [(grids.as_str(), "grid"), (csv.as_str(), "csv")] {
        for f in ["auto", format] {
            let out = stdout_of(
                sudoku()
                    .args(["solve", "-q", "--format", f])
                    .write_stdin(input),
            );
            assert!(
                out.lines().all(|l| l == ANSWER) && !out.is_empty(),
                "{format} as {f}: {out}"
            );
        }
    }
    let file = file_with(&grids);
    let out = stdout_of(sudoku().args(["solve", "-q"]).arg(file.path()));
    assert_eq!(out, format!("{ANSWER}\n{ANSWER}\n"));
}

#[test]
fn a_csv_solution_that_differs_is_reported() {
    let wrong = format!("1{}", &ANSWER[1..]);
    let csv = format!("puzzle,solution\n{PUZZLE},{ANSWER}\n{PUZZLE},{wrong}\n");
    sudoku()
        .args(["solve", "-o", "csv"])
        .write_stdin(csv)
        .assert()
        .code(1)
        .stdout(format!(
            "line,puzzle,status,solution\n2,{PUZZLE},ok,{ANSWER}\n3,{PUZZLE},differs,{ANSWER}\n"
        ))
        .stderr(predicate::str::contains("<stdin>:3: the solution differs"));
}

#[test]
fn every_output_format() {
    let json = stdout_of(
        sudoku()
            .args(["solve", "-q", "-o", "json"])
            .write_stdin(format!("{PUZZLE}\nbad\n")),
    );
    assert_eq!(
        json,
        format!(
            "{{\"line\":1,\"puzzle\":\"{PUZZLE}\",\"status\":\"ok\",\"solution\":\"{ANSWER}\"}}\n\
             {{\"line\":2,\"puzzle\":\"\",\"status\":\"invalid\",\"error\":\"3 characters, not 81\"}}\n"
        )
    );
    let grid = stdout_of(
        sudoku()
            .args(["solve", "-q", "-o", "grid"])
            .write_stdin(format!("{PUZZLE}\n")),
    );
    assert_eq!(grid.lines().next(), Some("5 3 4 6 7 8 9 1 2"));
    assert_eq!(grid.lines().count(), 10);
    let csv = stdout_of(
        sudoku()
            .args(["count", "-q", "-o", "csv"])
            .write_stdin(format!("{PUZZLE}\n")),
    );
    assert_eq!(csv, format!("line,puzzle,status,count\n1,{PUZZLE},ok,1\n"));
}

#[test]
fn jobs_1_and_2_give_identical_output() {
    let mut input = String::new();
    let cases = known();
    for _ in 0..8 {
        for (p, _, _) in &cases {
            input.push_str(p);
            input.push('\n');
        }
    }
    for sub in ["solve", "count", "check", "rate"] {
        let one = sudoku()
            .args([sub, "-q", "-o", "json", "--jobs", "1"])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        let two = sudoku()
            .args([sub, "-q", "-o", "json", "--jobs", "2"])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert_eq!(one.stdout, two.stdout, "{sub}");
        assert_eq!(one.status.code(), two.status.code(), "{sub}");
        assert_eq!(
            String::from_utf8(one.stdout).unwrap().lines().count(),
            cases.len() * 8
        );
    }
}

#[test]
fn generate_is_reproducible_and_matches_the_library() {
    let out = stdout_of(sudoku().args([
        "generate",
        "-n",
        "5",
        "--seed",
        "42",
        "--symmetry",
        "mirror",
        "--solutions",
        "-q",
    ]));
    let options = sudoku::GenerateOptions {
        symmetry: sudoku::Symmetry::Mirror,
        ..Default::default()
    };
    for (i, line) in out.lines().enumerate() {
        let (puzzle, solution) = sudoku::generate(42 + i as u64, &options).unwrap();
        assert_eq!(
            line,
            format!(
                "{} {}",
                String::from_utf8_lossy(&puzzle),
                String::from_utf8_lossy(&solution)
            )
        );
    }
    assert_eq!(out.lines().count(), 5);
    let again = stdout_of(sudoku().args([
        "generate",
        "-n",
        "5",
        "--seed",
        "42",
        "--symmetry",
        "mirror",
        "--solutions",
        "-q",
        "-j",
        "1",
    ]));
    assert_eq!(out, again);
    let csv = stdout_of(sudoku().args(["generate", "-n", "2", "--seed", "1", "-o", "csv", "-q"]));
    assert!(csv.starts_with("seed,puzzle,givens\n1,"));
    sudoku()
        .args(["generate", "-n", "3", "--seed", "9", "--level", "easy"])
        .assert()
        .success()
        .stderr(predicate::str::contains("3 made (seeds 9 to 11"));
}

#[test]
fn generate_reports_seeds_it_gave_up_on() {
    sudoku()
        .args([
            "generate",
            "-n",
            "2",
            "--seed",
            "1",
            "--givens",
            ":17",
            "--max-tries",
            "1",
        ])
        .assert()
        .code(1)
        .stdout("error: no puzzle met the bounds within the tries allowed\n".repeat(2))
        .stderr(predicate::str::contains("seed 1:"));
}

#[test]
fn rate_hint_and_explain_agree_with_the_library() {
    let bytes: [u8; 81] = PUZZLE.as_bytes().try_into().unwrap();
    let rating = sudoku::rate(&bytes).unwrap();
    let rated = stdout_of(
        sudoku()
            .args(["rate", "-q"])
            .write_stdin(format!("{PUZZLE}\n")),
    );
    assert_eq!(
        rated,
        format!(
            "easy {:.1} {} {} {}\n",
            rating.se,
            rating.score,
            rating.steps,
            rating.hardest.unwrap().name()
        )
    );
    let hint = stdout_of(
        sudoku()
            .args(["hint", "-q"])
            .write_stdin(format!("{PUZZLE}\n")),
    );
    assert_eq!(
        hint.trim_end(),
        sudoku::describe(&sudoku::hint(&bytes, None).unwrap().unwrap())
    );
    let steps = sudoku::explain(&bytes).unwrap();
    let explained = stdout_of(
        sudoku()
            .args(["explain", "-q"])
            .write_stdin(format!("{PUZZLE}\n")),
    );
    let lines: Vec<&str> = explained.lines().collect();
    assert_eq!(lines.len(), steps.len() + 2); // the header and a blank line
    assert!(lines[1].ends_with(&sudoku::describe(&steps[0])));
    let csv = stdout_of(
        sudoku()
            .args(["explain", "-q", "-o", "csv"])
            .write_stdin(format!("{PUZZLE}\n")),
    );
    assert_eq!(csv.lines().count(), steps.len() + 1);
    sudoku()
        .args(["rate", "-q"])
        .write_stdin(format!("{SEVERAL}\n"))
        .assert()
        .code(1)
        .stdout("error: several solutions\n");
}

#[test]
fn bench_measures_every_function() {
    let file = file_with(&format!("{PUZZLE}\n{SEVERAL}\n"));
    let out = stdout_of(sudoku().args(["bench", "-j", "1"]).arg(file.path()));
    for function in ["solve", "solve_any", "count2", "check"] {
        assert!(
            out.lines()
                .any(|l| l.split_whitespace().nth(1) == Some(function)),
            "{function}: {out}"
        );
    }
}

fn board(text: &str) -> [u8; 81] {
    text.as_bytes().try_into().unwrap()
}

fn solved(text: &str) -> String {
    let mut b = board(text);
    sudoku::solve(&mut b).unwrap();
    String::from_utf8(b.to_vec()).unwrap()
}

#[test]
fn a_line_that_is_not_utf8_is_a_bad_line_not_the_end() {
    let mut input = b"\xff".to_vec();
    input.extend_from_slice(&PUZZLE.as_bytes()[1..]);
    input.extend_from_slice(b"\n\xfe\xff\n");
    input.extend_from_slice(PUZZLE.as_bytes());
    input.push(b'\n');
    sudoku()
        .arg("solve")
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!(
            "error: cell r1c1 holds byte 0xFF, which is not a cell value\n\
             error: 2 bytes (not UTF-8), not 81\n{ANSWER}\n"
        ))
        .stderr(
            predicate::str::contains("1 solved, 2 invalid (3 puzzles in")
                .and(predicate::str::contains(
                    "<stdin>:1: cell r1c1 holds byte 0xFF",
                ))
                .and(predicate::str::contains("<stdin>:2: 2 bytes (not UTF-8)")),
        );
}

#[test]
fn a_big_input_keeps_its_order_and_line_numbers_across_chunks() {
    // 20,000 puzzles (more than two chunks of 8,192), with bad lines far
    // into the third chunk: the output has a line per puzzle, in order, and
    // the summary has the bad lines' numbers.
    let easy: Vec<&str> = include_str!("../../bench/puzzles/easy.txt")
        .lines()
        .filter(|l| l.len() == 81)
        .collect();
    let answers: Vec<String> = easy.iter().map(|p| solved(p)).collect();
    let mut input = String::new();
    let mut expected = String::new();
    for i in 0..20_000 {
        if i == 17_499 || i == 19_999 {
            input.push_str("oops\n");
            expected.push_str("error: 4 characters, not 81\n");
        } else {
            input.push_str(easy[i % easy.len()]);
            input.push('\n');
            expected.push_str(&answers[i % easy.len()]);
            expected.push('\n');
        }
    }
    let file = file_with(&input);
    for jobs in ["1", "2"] {
        sudoku()
            .args(["solve", "--jobs", jobs])
            .arg(file.path())
            .assert()
            .code(1)
            .stdout(expected.clone())
            .stderr(
                predicate::str::contains("19998 solved, 2 invalid (20000 puzzles")
                    .and(predicate::str::contains(":17500: 4 characters, not 81"))
                    .and(predicate::str::contains(":20000: 4 characters, not 81")),
            );
    }
}

#[test]
fn files_are_read_in_order_with_their_own_line_numbers() {
    let first = file_with(&format!("# one\n{PUZZLE}\nbad\n"));
    let second = file_with(&format!("\n\nbad-too\n{SEVERAL}\n"));
    let out = sudoku()
        .args(["count", "-o", "csv"])
        .arg(first.path())
        .arg("-")
        .arg(second.path())
        .write_stdin(format!("{UNSOLVABLE}\n"))
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!(
            "line,puzzle,status,count\n2,{PUZZLE},ok,1\n3,,invalid,\"3 characters, not 81\"\n\
             1,{UNSOLVABLE},ok,0\n3,,invalid,\"7 characters, not 81\"\n4,{SEVERAL},ok,2\n"
        )
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(&format!("{}:3: 3 characters", first.path().display())),
        "{err}"
    );
    assert!(
        err.contains(&format!("{}:3: 7 characters", second.path().display())),
        "{err}"
    );
    // Invalid lines fail count; counts of 0 or 2 do not without --require-unique.
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn an_empty_input_has_nothing_to_do() {
    sudoku()
        .arg("solve")
        .write_stdin("# only a comment\n\n")
        .assert()
        .success()
        .stdout("")
        .stderr(predicate::str::contains("nothing to do"));
}

#[test]
fn the_bundled_contest_file_is_read_as_grids() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/data/contest.txt"
    ))
    .unwrap();
    let cells: String = text.split_whitespace().collect();
    let mut grid = board(&cells);
    sudoku::solve(&mut grid).unwrap();
    sudoku()
        .args(["solve", "-q", "../examples/data/contest.txt"])
        .assert()
        .success()
        .stdout(format!("{}\n", String::from_utf8_lossy(&grid)));
    // Grids without spaces, back to back, and a short one at the end.
    let rows: Vec<&str> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| std::str::from_utf8(r).unwrap())
        .collect();
    let input = format!("{0}\n{0}\n{1}\n", rows.join("\n"), rows[..3].join("\n"));
    sudoku()
        .args(["solve", "-q", "--format", "grid"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!(
            "{ANSWER}\n{ANSWER}\nerror: a grid of 27 cells, not 81\n"
        ));
}

#[test]
fn kaggle_style_csv_with_more_columns() {
    let zeros = PUZZLE.replace('.', "0");
    let csv = format!(
        "id,puzzle,solution,clues,difficulty\n1,{zeros},{ANSWER},30,0.0\n2,{SEVERAL},,26,1.0\n3,{zeros}\n"
    );
    sudoku()
        .args(["solve", "-o", "json"])
        .write_stdin(csv)
        .assert()
        .code(1)
        .stdout(format!(
            "{{\"line\":2,\"puzzle\":\"{zeros}\",\"status\":\"ok\",\"solution\":\"{ANSWER}\"}}\n\
             {{\"line\":3,\"puzzle\":\"{SEVERAL}\",\"status\":\"differs\",\"solution\":\"{}\"}}\n\
             {{\"line\":4,\"puzzle\":\"{zeros}\",\"status\":\"differs\",\"solution\":\"{ANSWER}\"}}\n",
            solved(SEVERAL)
        ))
        .stderr(
            predicate::str::contains("1 solved, 2 differ from the file's solution")
                .and(predicate::str::contains(
                    "<stdin>:3: the file's solution is not a board: 0 characters, not 81",
                ))
                .and(predicate::str::contains(
                    "<stdin>:4: the file's solution is not a board: no column 3 in this row",
                )),
        );
}

#[test]
fn any_solves_and_accepts_any_solution_of_the_puzzle() {
    let out = stdout_of(
        sudoku()
            .args(["solve", "--any", "-q"])
            .write_stdin(format!("{SEVERAL}\n")),
    );
    let answer = board(out.trim_end());
    assert!(sudoku::is_valid(&answer) && !answer.contains(&b'.'));
    assert!(SEVERAL
        .bytes()
        .zip(answer)
        .all(|(p, a)| p == b'.' || p == a));
    // A CSV solution that is another solution of the puzzle: wrong for the
    // canonical answer, fine for --any.
    let all = sudoku::solutions(&board(SEVERAL), 2).unwrap();
    let second = String::from_utf8(all[1].to_vec()).unwrap();
    let csv = format!("quizzes,solutions\n{SEVERAL},{second}\n");
    sudoku()
        .args(["solve", "--any", "-q"])
        .write_stdin(csv.clone())
        .assert()
        .success();
    sudoku()
        .args(["solve", "-q"])
        .write_stdin(csv)
        .assert()
        .code(1);
}

#[test]
fn strict_stops_count_check_and_rate_too() {
    let input = format!("{PUZZLE}\n{SEVERAL}\n{PUZZLE}\n");
    sudoku()
        .args(["count", "--require-unique", "--strict", "-q"])
        .write_stdin(input.clone())
        .assert()
        .code(1)
        .stdout("1\n");
    sudoku()
        .args(["rate", "--strict", "-q"])
        .write_stdin(input.clone())
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("easy ").and(predicate::str::contains("\n").count(1)));
    sudoku()
        .args(["check", "--strict", "-q"])
        .write_stdin(format!("{PUZZLE}\nx\n{PUZZLE}\n"))
        .assert()
        .code(1)
        .stdout("valid\n");
    // Without --strict the same input runs to the end.
    sudoku()
        .args(["count", "--require-unique", "-q"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout("1\n2\n1\n");
}

#[test]
fn json_output_parses_for_every_subcommand() {
    let input = format!("{PUZZLE}\n{SEVERAL}\nshort\n");
    for sub in ["solve", "count", "check", "rate", "hint", "explain"] {
        let out = stdout_of(
            sudoku()
                .args([sub, "-q", "-o", "json"])
                .write_stdin(input.clone()),
        );
        let values: Vec<serde_json::Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{sub}: {l}: {e}")))
            .collect();
        assert_eq!(values.len(), 3, "{sub}: {out}");
        assert_eq!(values[0]["line"], 1, "{sub}");
        assert_eq!(values[0]["status"], "ok", "{sub}");
        assert_eq!(values[2]["status"], "invalid", "{sub}");
        assert_eq!(values[2]["error"], "5 characters, not 81", "{sub}");
    }
    let hint: serde_json::Value = serde_json::from_str(
        stdout_of(
            sudoku()
                .args(["hint", "-q", "-o", "json"])
                .write_stdin(format!("{PUZZLE}\n")),
        )
        .trim_end(),
    )
    .unwrap();
    let step = sudoku::hint(&board(PUZZLE), None).unwrap().unwrap();
    assert_eq!(hint["step"]["technique"], step.technique.name());
    assert_eq!(hint["step"]["description"], sudoku::describe(&step));
    let explained: serde_json::Value = serde_json::from_str(
        stdout_of(
            sudoku()
                .args(["explain", "-q", "-o", "json"])
                .write_stdin(format!("{PUZZLE}\n")),
        )
        .trim_end(),
    )
    .unwrap();
    let steps = sudoku::explain(&board(PUZZLE)).unwrap();
    let listed = explained["steps"].as_array().unwrap();
    assert_eq!(listed.len(), steps.len());
    for (json, step) in listed.iter().zip(&steps) {
        assert_eq!(json["description"], sudoku::describe(step));
    }
}

#[test]
fn rate_csv_and_grid_outputs() {
    let rating = sudoku::rate(&board(PUZZLE)).unwrap();
    sudoku()
        .args(["rate", "-q", "-o", "csv"])
        .write_stdin(format!("{PUZZLE}\n"))
        .assert()
        .success()
        .stdout(format!(
            "line,puzzle,status,level,se,score,steps,hardest\n1,{PUZZLE},ok,easy,{:.1},{},{},{}\n",
            rating.se,
            rating.score,
            rating.steps,
            rating.hardest.unwrap().name()
        ));
    // Grids of solutions, then a comment for a line without one.
    let grid = stdout_of(
        sudoku()
            .args(["solve", "-q", "-o", "grid"])
            .write_stdin(format!("{PUZZLE}\nshort\n")),
    );
    let rows: Vec<String> = ANSWER
        .as_bytes()
        .chunks(9)
        .map(|r| {
            r.iter()
                .map(|&c| (c as char).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(
        grid,
        format!("{}\n\n# error: 5 characters, not 81\n\n", rows.join("\n"))
    );
}

#[test]
fn generate_options_match_the_library() {
    let cases: [(&[&str], sudoku::GenerateOptions); 3] = [
        (
            &["--symmetry", "none", "--givens", "30:34", "--no-minimal"],
            sudoku::GenerateOptions {
                symmetry: sudoku::Symmetry::None,
                minimal: false,
                min_givens: 30,
                max_givens: 34,
                ..Default::default()
            },
        ),
        (
            &["--level", "medium:hard", "--no-minimal", "--minimal"],
            sudoku::GenerateOptions {
                min_level: 2,
                max_level: 3,
                ..Default::default()
            },
        ),
        (
            &[
                "--se",
                "2.0:4.0",
                "--symmetry",
                "diagonal",
                "--max-tries",
                "5000",
            ],
            sudoku::GenerateOptions {
                symmetry: sudoku::Symmetry::Diagonal,
                min_se: 2.0,
                max_se: 4.0,
                max_tries: 5000,
                ..Default::default()
            },
        ),
    ];
    for (args, options) in cases {
        let out = stdout_of(
            sudoku()
                .args(["generate", "-n", "4", "--seed", "77", "-q", "-o", "csv"])
                .args(args),
        );
        let mut expected = String::from("seed,puzzle,givens\n");
        for seed in 77..81 {
            let (puzzle, _) = sudoku::generate(seed, &options).unwrap();
            let givens = puzzle.iter().filter(|&&c| c != b'.').count();
            expected.push_str(&format!(
                "{seed},{},{givens}\n",
                String::from_utf8_lossy(&puzzle)
            ));
        }
        assert_eq!(out, expected, "{args:?}");
    }
}

#[test]
fn generate_without_a_seed_says_which_it_used() {
    let out = sudoku().args(["generate", "-n", "2"]).output().unwrap();
    assert!(out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    // "2 made (seeds S to S+1, ...)": rerunning from S gives the same puzzles.
    let seed = err
        .split("seeds ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .unwrap();
    sudoku()
        .args(["generate", "-n", "2", "-q", "--seed", seed])
        .assert()
        .success()
        .stdout(String::from_utf8(out.stdout).unwrap());
}

#[test]
fn more_usage_errors_exit_2() {
    for args in [
        &["count", "--limit", "many"][..],
        &["solve", "--format", "xml"],
        &["solve", "--output", "yaml"],
        &["solve", "--jobs", "-1"],
        &["generate", "--se", "9:2"],
        &["generate", "--symmetry", "spiral"],
        &["generate", "-n"],
        &[],
    ] {
        sudoku().args(args).assert().code(2);
    }
}

#[test]
fn the_manual_page_has_every_subcommand() {
    let page = stdout_of(sudoku().arg("man"));
    assert!(
        page.starts_with(".ie") || page.contains(".TH sudoku 1"),
        "{page}"
    );
    for sub in [
        "solve", "count", "check", "generate", "rate", "hint", "explain", "bench",
    ] {
        assert!(page.contains(sub), "{sub}");
    }
}
