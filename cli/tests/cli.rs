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
                .and(predicate::str::contains("1 solved, 2 invalid, 1 no solution")),
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
