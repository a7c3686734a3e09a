//! solve, count and check.

use std::io;
use std::process::ExitCode;

use sudoku::batch;

use crate::output::{board_text, number, text};
use crate::run::{failure, failure_tally, reason, status_name, valid_boards, Run};
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
                    let differs = record.expected.is_some_and(|e| e != solution) && !any;
                    if differs {
                        run.summary.tally("solution differs from the file's");
                        let stop = run
                            .summary
                            .bad(run.place(record), "the solution differs from the file's");
                        if stop {
                            return Ok(false);
                        }
                    } else {
                        run.summary.tally("solved");
                    }
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    let solved = board_text(&solution);
                    run.out.result(
                        &[
                            ("line", number(record.line)),
                            ("puzzle", text(puzzle)),
                            ("status", text(if differs { "differs" } else { "ok" })),
                            ("solution", text(solved.clone())),
                        ],
                        &solved,
                        &[&solution],
                    )?;
                }
                Err((status, why)) => {
                    run.summary.tally(failure_tally(status));
                    if run.summary.bad(run.place(record), &why) {
                        return Ok(false);
                    }
                    let (fields, line) = failure(record, status, &why);
                    run.out.result(&fields, &line, &[])?;
                }
            }
        }
        Ok(true)
    })?;
    run.finish()
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
            let outcome = match (&record.board, at) {
                (Err(why), _) => Err(("invalid", why.clone())),
                (Ok(_), Some(i)) => results[*i].map_err(|e| (status_name(&e), reason(&e))),
                (Ok(_), None) => unreachable!("every valid board is in the batch"),
            };
            match outcome {
                Ok(n) => {
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
                    run.summary.tally("invalid");
                    if run.summary.bad(run.place(record), &why) {
                        return Ok(false);
                    }
                    let (fields, line) = failure(record, status, &why);
                    run.out.result(&fields, &line, &[])?;
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
            let outcome = match (&record.board, at) {
                (Err(why), _) => Err(("invalid", why.clone())),
                (Ok(_), Some(i)) => results[*i].map_err(|e| (status_name(&e), reason(&e))),
                (Ok(_), None) => unreachable!("every valid board is in the batch"),
            };
            match outcome {
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
                    run.summary.tally("invalid");
                    if run.summary.bad(run.place(record), &why) {
                        return Ok(false);
                    }
                    let (fields, line) = failure(record, status, &why);
                    run.out.result(&fields, &line, &[])?;
                }
            }
        }
        Ok(true)
    })?;
    run.finish()
}
