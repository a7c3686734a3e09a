// Type definitions for libsudoku (hand-written; checked by test/types.test.js with tsc --noEmit).
/// <reference types="node" />

/** A cell of a 9x9 number board: 0 for empty, 1-9. */
export type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * A board: an 81-character string ('.' or '0' empty), a Uint8Array/Buffer
 * of 81 cells (raw 0-9 or ASCII), a 9x9 array of numbers (0 empty) or of
 * one-character strings ('.' empty), or a flat array of 81 numbers.
 */
export type Board = string | Uint8Array | number[][] | string[][] | number[];

/** A batch: an array of 81-character strings, or a Uint8Array/Buffer of N * 81 cells. */
export type Boards = string[] | Uint8Array;

/** The result type for a board of type B: the same shape back. */
export type Same<B> = B extends string ? string
  : B extends Buffer ? Buffer
  : B extends Uint8Array ? Uint8Array
  : B extends string[][] ? string[][]
  : B extends number[][] ? number[][]
  : B extends number[] ? number[]
  : Board;

export type Unit = 'row' | 'column' | 'box';
export type LevelName = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
export type Level = LevelName | 1 | 2 | 3 | 4 | 5;
export type Symmetry = 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'flip' | 'diagonal' | 'antidiagonal' | 'dihedral';
export type CandidatesKind = 'basic' | 'solutions';
export type StatusName =
  | 'SUDOKU_OK' | 'SUDOKU_ERR_NULL' | 'SUDOKU_ERR_BAD_CELL' | 'SUDOKU_ERR_CONFLICT' | 'SUDOKU_ERR_NO_SOLUTION'
  | 'SUDOKU_ERR_INTERNAL' | 'SUDOKU_ERR_OPTIONS' | 'SUDOKU_ERR_GAVE_UP' | 'SUDOKU_ERR_NOT_UNIQUE'
  | 'SUDOKU_ERR_SPACE' | 'SUDOKU_ERR_UNKNOWN';

/** Why a board is not valid (check, checkBatch). */
export type Conflict =
  | { readonly kind: 'badCell'; readonly cells: readonly [number]; readonly byte: number }
  | {
      readonly kind: 'conflict';
      readonly cells: readonly [number, number];
      readonly digit: number;
      readonly unit: Unit;
      readonly unitIndex: number;
      readonly byte: number;
    };

/** How hard a puzzle is for a person (rate). */
export interface Rating {
  /** 1-5: the level of the hardest technique on the path. */
  readonly level: number;
  readonly levelName: LevelName;
  /** The Sudoku Explainer rating of the hardest step, to a tenth (0 when every cell is given). */
  readonly se: number;
  /** The sum of the steps' scores (HoDoKu-style). */
  readonly score: number;
  readonly steps: number;
  /** The hardest step's technique name; null when every cell is given. */
  readonly hardest: string | null;
  /** Its SUDOKU_TECH_* number (0 when every cell is given). */
  readonly hardestId: number;
}

export interface Placement { readonly cell: number; readonly digit: number }
export interface UnitRef { readonly kind: Unit; readonly index: number }

/** One step of a human-style solution (hint, explain). Cells 0-80, row-major. */
export interface Step {
  /** The technique's name ('X-Wing'); 'Guess' only where no technique applies. */
  readonly technique: string;
  /** Its SUDOKU_TECH_* number, 1-40; 40 ('W-Wing') only from hint. */
  readonly techniqueId: number;
  readonly se: number;
  readonly level: number;
  readonly levelName: LevelName;
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Placement[];
  /** The pattern's cells, ascending. */
  readonly cells: readonly number[];
  /** Those cells' candidates that make up the pattern (what to highlight). */
  readonly pattern: readonly { readonly cell: number; readonly digits: readonly number[] }[];
  readonly digits: readonly number[];
  readonly units: readonly UnitRef[];
  readonly cover: readonly UnitRef[];
  readonly length: number;
  /** One English sentence (cells written r<row>c<column>, from 1). */
  readonly description: string;
}

export interface GenerateOptions {
  symmetry?: Symmetry;
  minimal?: boolean;
  /** [min, max] givens (either may be null); min 0-81, max 17-81. */
  givens?: readonly [number | null, number | null] | null;
  style?: 'ascii' | 'raw';
  /** Grids to try before GaveUpError; 0 for the library's default (1000, or 20,000 with a level or se bound). */
  maxTries?: number;
  /** One level, or [min, max]. */
  level?: Level | readonly [Level | null, Level | null] | null;
  /** [min, max] Sudoku Explainer rating, 0-20. */
  se?: readonly [number | null, number | null] | null;
}

export type Seed = bigint | number;

export interface Generated<T> { puzzle: T; solution: T; seed: bigint }

export interface BatchOptions { threads?: number }

export type PencilMarks = Uint16Array | ReadonlyArray<number | Iterable<number>>;

// ---- errors ----

export class SudokuError extends Error {
  /** The C status, a negative number (STATUS). */
  readonly code: number;
  /** The status's name in sudoku.h. */
  readonly status: StatusName;
  constructor(message: string, code: number, options?: { cause?: unknown });
}
export class BadCellError extends SudokuError {
  readonly cell: number;
  readonly byte: number;
  constructor(cell: number, byte: number, message?: string);
}
export class ConflictError extends SudokuError {
  readonly cells: [number, number];
  readonly digit: number;
  readonly unit: Unit;
  readonly unitIndex: number;
  constructor(conflict: { cells: readonly number[]; digit: number; unit: Unit; unitIndex: number });
}
export class NoSolutionError extends SudokuError { constructor(message?: string) }
export class OptionsError extends SudokuError { constructor(message?: string) }
export class GaveUpError extends SudokuError { constructor(message?: string) }
export class NotUniqueError extends SudokuError { constructor(message?: string) }
export class SpaceError extends SudokuError { constructor(message?: string) }
export class BatchError extends Error {
  readonly index: number;
  readonly failed: number;
  readonly error: SudokuError;
  constructor(index: number, failed: number, error: SudokuError);
}

// ---- boards ----

/** The solved board in the shape it was given; the lexicographically smallest solution. */
export function solve<B extends Board>(board: B): Same<B>;
/** Like solve, with any one solution: the fastest path. */
export function solveAny<B extends Board>(board: B): Same<B>;
/** Solves 81 cells in place (left unchanged on error); returns the same buffer. */
export function solveInto<B extends Uint8Array>(buffer: B): B;
export function isValid(board: Board): boolean;
export function check(board: Board): Conflict | null;
export function countSolutions(board: Board, limit?: number): number;
export function isUnique(board: Board): boolean;

// ---- making puzzles, candidates, solutions ----

export function generate(seed?: Seed | null, options?: GenerateOptions & { style?: 'ascii' }): Generated<string>;
export function generate(seed: Seed | null | undefined, options: GenerateOptions & { style: 'raw' }): Generated<Buffer>;
export function generate(options: GenerateOptions & { style?: 'ascii' }): Generated<string>;
export function generate(options: GenerateOptions & { style: 'raw' }): Generated<Buffer>;
export function candidates(board: Board, kind?: CandidatesKind): Set<number>[];
export function candidateMasks(board: Board, kind?: CandidatesKind): Uint16Array;
export function solutions<B extends Board>(board: B, limit: number): Same<B>[];

// ---- rating, hints, explanations ----

export function rate(board: Board): Rating;
/**
 * The next step from where the player is, or null when every cell is given.
 * It may be a 'W-Wing' (techniqueId 40, se 4.4), which rate and explain leave
 * out to stay on Sudoku Explainer's scale.
 */
export function hint(board: Board, candidates?: PencilMarks | null): Step | null;
/** The whole easiest-first path that rate measures (never a W-Wing). */
export function explain(board: Board): Step[];
/** The English name of a technique number, 1-40 ('X-Wing' for 12); RangeError otherwise. */
export function techniqueName(id: number): string;

// ---- many boards at once ----

export type SameBatch<B> = B extends string[] ? string[] : B extends Buffer ? Buffer : Uint8Array;
export interface SolveBatchResult<B> { solutions: SameBatch<B>; statuses: Int32Array }
export interface CountBatchResult { counts: Uint32Array; statuses: Int32Array }
export interface CheckBatchResult { statuses: Int32Array; conflicts: (Conflict | null)[] }
export interface RateBatchResult { ratings: (Rating | null)[]; statuses: Int32Array }
export interface GenerateBatchResult<T> { puzzles: T; solutions: T; statuses: Int32Array; seed: bigint }
export type GenerateBatchOptions = GenerateOptions & BatchOptions;

export function solveBatch<B extends Boards>(boards: B, options?: BatchOptions): SolveBatchResult<B>;
export function solveAnyBatch<B extends Boards>(boards: B, options?: BatchOptions): SolveBatchResult<B>;
export function countBatch(boards: Boards, options?: BatchOptions & { limit?: number }): CountBatchResult;
export function checkBatch(boards: Boards, options?: BatchOptions): CheckBatchResult;
export function rateBatch(boards: Boards, options?: BatchOptions): RateBatchResult;
export function generateBatch(count: number, seed?: Seed | null,
  options?: GenerateBatchOptions & { style?: 'ascii' }): GenerateBatchResult<(string | null)[]>;
export function generateBatch(count: number, seed: Seed | null | undefined,
  options: GenerateBatchOptions & { style: 'raw' }): GenerateBatchResult<Buffer>;

export function solveBatchAsync<B extends Boards>(boards: B, options?: BatchOptions): Promise<SolveBatchResult<B>>;
export function solveAnyBatchAsync<B extends Boards>(boards: B, options?: BatchOptions): Promise<SolveBatchResult<B>>;
export function countBatchAsync(boards: Boards, options?: BatchOptions & { limit?: number }): Promise<CountBatchResult>;
export function checkBatchAsync(boards: Boards, options?: BatchOptions): Promise<CheckBatchResult>;
export function rateBatchAsync(boards: Boards, options?: BatchOptions): Promise<RateBatchResult>;
export function generateBatchAsync(count: number, seed?: Seed | null,
  options?: GenerateBatchOptions & { style?: 'ascii' }): Promise<GenerateBatchResult<(string | null)[]>>;
export function generateBatchAsync(count: number, seed: Seed | null | undefined,
  options: GenerateBatchOptions & { style: 'raw' }): Promise<GenerateBatchResult<Buffer>>;

/** Throws BatchError for the first failed board; returns when every status is 0. */
export function throwForStatuses(statuses: ArrayLike<number>, boards?: Boards): void;
/** The error that stands for a conflict. */
export function conflictError(conflict: Conflict): BadCellError | ConflictError;
/** The library's English message for a status code. */
export function strerror(code: number): string;

// ---- constants and versions ----

export const STATUS: {
  readonly OK: 0; readonly ERR_NULL: -1; readonly ERR_BAD_CELL: -2; readonly ERR_CONFLICT: -3;
  readonly ERR_NO_SOLUTION: -4; readonly ERR_INTERNAL: -5; readonly ERR_OPTIONS: -6; readonly ERR_GAVE_UP: -7;
  readonly ERR_NOT_UNIQUE: -8; readonly ERR_SPACE: -9;
};
export const SYMMETRIES: readonly Symmetry[];
export const LEVELS: readonly LevelName[];
export const CELLS: 81;
/** This package's version. */
export const version: string;
/** The loaded library's version (sudoku_version). */
export function libraryVersion(): string;
/** Where the library was loaded from (a path, or a name the system loader resolved). */
export const libraryPath: string;
