//! rate, hint and explain: the human-style solver.

use std::io;
use std::process::ExitCode;

use sudoku::batch;

use crate::output::json_string;
use crate::output::{board_text, number, text, Output, Value};
use crate::run::{failure, outcome, valid_boards, Run};
use crate::Common;
use crate::LEVELS;
use sudoku::Step;

pub(crate) fn technique_name(step: Option<sudoku::Technique>) -> &'static str {
    step.map_or("none", |t| t.name())
}

pub(crate) fn rate(common: &Common, files: &[String]) -> io::Result<ExitCode> {
    let mut run = Run::new(common, files);
    run.chunks(|run, chunk| {
        let (boards, index) = valid_boards(chunk);
        let results = batch::rate(&boards, run.common.jobs);
        for (record, at) in chunk.iter().zip(&index) {
            match outcome(record, *at, &results) {
                Ok(rating) => {
                    let level = LEVELS
                        .get((rating.level as usize).wrapping_sub(1))
                        .copied()
                        .unwrap_or("none");
                    run.summary.tally(level);
                    let hardest = technique_name(rating.hardest);
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    run.out.result(
                        &[
                            ("line", number(record.line)),
                            ("puzzle", text(puzzle)),
                            ("status", text("ok")),
                            ("level", text(level)),
                            ("se", number(format!("{:.1}", rating.se))),
                            ("score", number(rating.score)),
                            ("steps", number(rating.steps)),
                            ("hardest", text(hardest)),
                        ],
                        &format!(
                            "{level} {:.1} {} {} {hardest}",
                            rating.se, rating.score, rating.steps
                        ),
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

pub(crate) fn cell_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

pub(crate) fn step_json(step: &Step) -> String {
    let placements: Vec<String> = step
        .placements()
        .map(|(cell, digit)| json_string(&format!("{}={digit}", cell_name(cell))))
        .collect();
    let eliminations: Vec<String> = step
        .removals()
        .map(|(cell, digit)| json_string(&format!("{}-{digit}", cell_name(cell))))
        .collect();
    format!(
        "{{\"technique\":{},\"se\":{:.1},\"placements\":[{}],\"eliminations\":[{}],\"description\":{}}}",
        json_string(step.technique.name()),
        f32::from(step.difficulty) / 10.0,
        placements.join(","),
        eliminations.join(","),
        json_string(&sudoku::describe(step))
    )
}

pub(crate) fn hint(common: &Common, files: &[String]) -> io::Result<ExitCode> {
    let mut run = Run::new(common, files);
    run.chunks(|run, chunk| {
        let (boards, index) = valid_boards(chunk);
        let results = batch::map(&boards, run.common.jobs, |b| sudoku::hint(b, None));
        for (record, at) in chunk.iter().zip(&index) {
            match outcome(record, *at, &results) {
                Ok(step) => {
                    run.summary.tally("hinted");
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    let (technique, se, description, json) = match &step {
                        Some(s) => (
                            s.technique.name(),
                            format!("{:.1}", f32::from(s.difficulty) / 10.0),
                            sudoku::describe(s),
                            step_json(s),
                        ),
                        None => (
                            "none",
                            "0.0".into(),
                            "every cell is given".into(),
                            "null".into(),
                        ),
                    };
                    let fields = [
                        ("line", number(record.line)),
                        ("puzzle", text(puzzle)),
                        ("status", text("ok")),
                        ("technique", text(technique)),
                        ("se", number(se)),
                        ("description", text(description.clone())),
                    ];
                    if run.common.output == Output::Json {
                        let mut fields: Vec<(&str, Value)> = fields.into_iter().take(3).collect();
                        fields.push(("step", Value::Raw(json)));
                        run.out.result(&fields, &description, &[])?;
                    } else {
                        run.out.result(&fields, &description, &[])?;
                    }
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

pub(crate) fn explain(common: &Common, files: &[String]) -> io::Result<ExitCode> {
    let mut run = Run::new(common, files);
    run.chunks(|run, chunk| {
        let (boards, index) = valid_boards(chunk);
        let results = batch::map(&boards, run.common.jobs, sudoku::explain);
        for (record, at) in chunk.iter().zip(&index) {
            match outcome(record, *at, &results) {
                Ok(steps) => {
                    run.summary.tally("explained");
                    let puzzle = record.board.as_ref().map(board_text).unwrap_or_default();
                    match run.common.output {
                        Output::Json => {
                            let list: Vec<String> = steps.iter().map(step_json).collect();
                            run.out.result(
                                &[
                                    ("line", number(record.line)),
                                    ("puzzle", text(puzzle)),
                                    ("status", text("ok")),
                                    ("steps", Value::Raw(format!("[{}]", list.join(",")))),
                                ],
                                "",
                                &[],
                            )?;
                        }
                        Output::Csv => {
                            for (k, step) in steps.iter().enumerate() {
                                run.out.result(
                                    &[
                                        ("line", number(record.line)),
                                        ("puzzle", text(puzzle.clone())),
                                        ("step", number(k + 1)),
                                        ("technique", text(step.technique.name())),
                                        (
                                            "se",
                                            number(format!(
                                                "{:.1}",
                                                f32::from(step.difficulty) / 10.0
                                            )),
                                        ),
                                        ("description", text(sudoku::describe(step))),
                                    ],
                                    "",
                                    &[],
                                )?;
                            }
                        }
                        Output::Lines | Output::Grid => {
                            let mut text_out = format!("# {} {puzzle}", run.place(record));
                            for step in steps {
                                let se = f32::from(step.difficulty) / 10.0;
                                text_out.push_str(&format!("\n{se:.1} {}", sudoku::describe(step)));
                            }
                            text_out.push('\n');
                            run.out.result(&[], &text_out, &[])?;
                        }
                    }
                }
                Err((status, why)) => {
                    if !run.note_failure(record, status, &why) {
                        return Ok(false);
                    }
                    let (fields, line) = failure(record, status, &why);
                    let line = if matches!(run.common.output, Output::Lines | Output::Grid) {
                        format!("# {} {line}\n", run.place(record))
                    } else {
                        line
                    };
                    run.out.result(&fields, &line, &[])?;
                }
            }
        }
        Ok(true)
    })?;
    run.finish()
}
