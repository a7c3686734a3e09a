//! solve, count and check.

use std::io;
use std::process::ExitCode;

use sudoku::batch;

use crate::input::{Record, CELLS};
use crate::output::{board_text, number, text, Output};
use crate::run::{outcome, reason, status_name, valid_boards, Run};
use crate::Common;

pub(crate) fn solve(common: &Common, files: &[String], any: bool) -> io::Result<ExitCode> {
    let mut run = Run::new(common, files);
    run.chunks(|run, chunk| {
        let (mut boards, index) = valid_boards(chunk);
        let results = if any {
            batch::solve_any(&mut boards, run.common.jobs)
        } else {
            batch::solve(&mut boards, run.common.jobs)
        };
        for (record, at) in chunk.iter().zip(&index) {
            let outcome = match (&record.board, at) {
                (Err(why), _) => Err(("invalid", why.clone())),
                (Ok(_), Some(i)) => match results[*i] {
                    Ok(()) => Ok(boards[*i]),
                    Err(e) => Err((status_name(&e), reason(&e))),
                },
                (Ok(_), None) => unreachable!("every valid board is in the batch"),
            };
            match outcome {
                Ok(solution) => {
                    let differs = disagreement(record, &solution, any);
                    if let Some(why) = &differs {
                        run.summary.tally("differ from the file's solution");
                        if run.summary.bad(run.place(record), why) {
                            return Ok(false);
                        }
                    } else {
                        run.summary.tally("solved");
                    }
                    if run.common.output == Output::Lines {
                        // The common case of a big file, without the fields.
                        run.out.board_line(&solution)?;
                        continue;
                    }
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    let solved = board_text(&solution);
                    run.out.result(
                        &[
                            ("line", number(record.line)),
                            ("puzzle", text(puzzle)),
                            (
                                "status",
                                text(if differs.is_some() { "differs" } else { "ok" }),
                            ),
                            ("solution", text(solved.clone())),
                        ],
                        &solved,
                        &[&solution],
                    )?;
                }
                Err((status, why)) => {
                    if !run.fail(record, status, &why)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    })?;
    run.finish()
}

/// Why the file's solution (a CSV solutions column) disagrees with the
/// answer, or None when it agrees. With --any, another solution of the
/// puzzle than the one found agrees too.
fn disagreement(record: &Record, solution: &[u8; CELLS], any: bool) -> Option<String> {
    match record.expected.as_ref()? {
        Err(why) => Some(format!("the file's solution is not a board: {why}")),
        Ok(expected) if expected == solution => None,
        Ok(expected) if any && record.board.as_ref().is_ok_and(|p| solves(p, expected)) => None,
        Ok(_) => Some("the solution differs from the file's".into()),
    }
}

/// Whether `candidate` is a complete, valid grid that keeps every given of
/// `puzzle` (ASCII digits).
fn solves(puzzle: &[u8; CELLS], candidate: &[u8; CELLS]) -> bool {
    candidate.iter().all(u8::is_ascii_digit)
        && !candidate.contains(&b'0')
        && puzzle
            .iter()
            .zip(candidate)
            .all(|(&p, &c)| p == b'.' || p == b'0' || p == c)
        && sudoku::is_valid(candidate)
}

pub(crate) fn count(
    common: &Common,
    files: &[String],
    limit: u32,
    require_unique: bool,
) -> io::Result<ExitCode> {
    let mut run = Run::new(common, files);
    run.chunks(|run, chunk| {
        let (boards, index) = valid_boards(chunk);
        let results = batch::count_solutions(&boards, limit, run.common.jobs);
        for (record, at) in chunk.iter().zip(&index) {
            match outcome(record, *at, &results) {
                Ok(&n) => {
                    run.summary.tally(match n {
                        0 => "with no solution",
                        1 => "with one solution",
                        _ => "with several solutions",
                    });
                    if require_unique
                        && n != 1
                        && run
                            .summary
                            .bad(run.place(record), &format!("{n} solutions"))
                    {
                        return Ok(false);
                    }
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    run.out.result(
                        &[
                            ("line", number(record.line)),
                            ("puzzle", text(puzzle)),
                            ("status", text("ok")),
                            ("count", number(n)),
                        ],
                        &n.to_string(),
                        &[],
                    )?;
                }
                Err((status, why)) => {
                    if !run.fail(record, status, &why)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    })?;
    run.finish()
}

pub(crate) fn check(common: &Common, files: &[String]) -> io::Result<ExitCode> {
    let mut run = Run::new(common, files);
    run.chunks(|run, chunk| {
        let (boards, index) = valid_boards(chunk);
        let results = batch::check(&boards, run.common.jobs);
        for (record, at) in chunk.iter().zip(&index) {
            match outcome(record, *at, &results) {
                Ok(()) => {
                    run.summary.tally("valid");
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    run.out.result(
                        &[
                            ("line", number(record.line)),
                            ("puzzle", text(puzzle)),
                            ("status", text("ok")),
                            ("error", text("")),
                        ],
                        "valid",
                        &[],
                    )?;
                }
                Err((status, why)) => {
                    if !run.fail(record, status, &why)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    })?;
    run.finish()
}
