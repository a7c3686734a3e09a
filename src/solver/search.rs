//! Depth-first search over states, with branch budgets and restarts that take
//! turns between search orders for the rare tree that turns out huge,
//! reporting solutions to a visitor (count them, keep the first few).

use super::learn::{learn, Cut, Start};
use super::state::{Choice, Lookahead, State};
use crate::board::{Digits, CELLS};

/// What a search reports to: each solution it finds, and a reset when it
/// starts over.
pub(super) trait Visitor {
    /// Called for each solution; true stops the search.
    fn solution(&mut self, state: &State) -> bool;
    /// Forget everything seen so far: the search restarts from the root.
    fn reset(&mut self);
}

/// Why a search ended before exhausting its tree.
enum Halt {
    /// The visitor asked to stop.
    Stopped,
    /// The branch budget ran out.
    OutOfBudget,
}

/// The deepest a search's path of first sides can go (see `explore`).
const MAX_DEPTH: usize = CELLS + 6 * 9;

/// The first round of `run`'s turns: the quick search's branches, and as
/// many conflicts for the learner (each multiplied by 4 per round after).
/// No puzzle of the benchmark sets needs more than 500 branches (the most,
/// 450, is in forum_hardest_1905_11plus), so none of them reaches the
/// learner, which is slower than the search on proper hard puzzles; sparse
/// unsolvable boards pay these branches before the learner settles them,
/// so there are no more (at 1,000, issue 14's boards took twice as long).
///
/// The learner's 500 conflicts go 200 to a learner from index order, then
/// 300 to a fresh one from a scattered order. Index order suits the proofs
/// that a sparse board has no solution (the `1...5...9` relatives: 54 to
/// 170 conflicts), but on 16-given fuzzer boards with many solutions
/// (`.............534.6...`) it took 234 to 330 conflicts to find two (2.3
/// to 2.9 ms), where a scattered order found them in three. Over the fuzz
/// corpus and the known answers, a fresh start after 200 left the most in
/// one call at 203 conflicts (330 before) and the conflicts in all at
/// 5,481 (5,766 before); after 120 to 150 the most was 272 to 302, after
/// 250, 253 (docs/engine.md). The first learner now opens with a few
/// conflicts from a scattered order (`learn`'s `OPENING`), which finds
/// those two solutions at once.
const QUICK: Round = Round {
    branches: 500,
    learners: [200, 300],
    extension: 500,
};

/// The first round of the canonical answer's questions (`run_either_order`):
/// short searches and a short learner. The questions come from boards with
/// several solutions, mostly sparse ones, where a question the heuristic
/// order needs 500 to 1,000 branches for falls to another order in a few
/// dozen or to the learner in a few conflicts (fuzzer boards of 13 to 18
/// givens: 1.8 to 2.6 ms with the learner on 1,000, under 1 ms with this;
/// forum_hardest puzzles with a given taken out: no change beyond the
/// noise; see docs/engine.md). The learner's 300 conflicts settle in the
/// first round the fuzzer boards whose question needed 150 to 210 from the
/// learner's scattered start (at 200, one of them took 4.6 ms, its fresh
/// learner starting over in the second round).
///
/// They go 200 to a first learner and 100 to a fresh one from another
/// scattered order: scattered orders have a heavy tail, and a question of
/// a 16-given fuzzer board (`......8......53.64...`) that one ran past 300
/// conflicts on fell to the next in 11 (3.4 ms for `sudoku_solve`, with the
/// second round's four searches of 400 branches in between; 1.6 ms with
/// this). Over the fuzz corpus and the known answers, a fresh start after
/// 200 changed no other question; one after 60 to 100 took a tenth more
/// conflicts in all and left more questions over 150 (docs/engine.md).
const QUESTION_QUICK: Round = Round {
    branches: 100,
    learners: [200, 100],
    extension: 0,
};

/// The budgets of one round of `take_turns`, each multiplied by 4 per
/// round after the first.
#[derive(Clone, Copy)]
struct Round {
    /// For each search.
    branches: u64,
    /// For the learner turn's two fresh learners, one after the other, the
    /// second from a new scattered order (`learn`'s `attempt`).
    learners: [u64; 2],
    /// For the round's first search, once, if it runs out with enough of
    /// its tree behind it to finish within these (`Search::nearly_done`);
    /// none after the first round.
    extension: u64,
}

/// A turn with lookahead at every node (see `run_either_order`) gets this
/// fraction of the round's budget: each of its nodes probes every two-way
/// choice, so it costs about as much time as the other turns this way.
const DEEP_SHARE: u64 = 16;

/// Branches for a row-major attempt before the usual search (see `run`
/// and `canonical_solution`): 8 is too few for boards with many
/// solutions (serg_benchmark), 32 wastes more on the hard proper puzzles
/// that fall through to the usual search anyway (forum_hardest: +4% at 16).
pub(super) const ROW_MAJOR_BUDGET: usize = 16;

/// The row-major attempt's budget for a board with 16 or fewer cells placed
/// after propagation (`sparse_row_major`).
const SPARSE_ROW_MAJOR_BUDGET: usize = 64;

/// The second row-major attempt's budget for such a board once it is known
/// to have two solutions (`sparse_row_major_again`): a board of two givens
/// needs 65-80 branches. Spent before the search for two solutions, it cost
/// sparse boards with no solution up to 90 µs; at 512 or more it left some
/// boards that it could not settle slower than the questions alone.
const SPARSE_RETRY_BUDGET: usize = 256;

/// Searches every completion of a propagated root; with `row_major_first`,
/// in row-major order first, within `ROW_MAJOR_BUDGET` branches (for boards
/// that likely have several solutions: see `solver::many_givens`).
///
/// Search trees have a heavy tail. Sparse puzzles near Norvig's
/// "1439-second" one can take a plain search 100 ms and 80,000 branches,
/// where probing every two-way choice at the root (lookahead) proves them
/// unsolvable with no branch at all; and on sparse boards with many
/// solutions, one order of choices can walk into a huge subtree with none
/// (the fuzzer found a 10-given board that costs the heuristic order
/// 150,000 branches and the reverse order about seventy). Branching on
/// layouts has its own bad boards: sparse unsolvable ones the fuzzer found
/// take it over 500,000 branches (170 ms) where branching on cells takes a
/// few thousand. So after a quick search within `QUICK` branches and a
/// glance with lookahead at the root and in the reverse order (a few dozen
/// branches), the learner and three orders take turns (heuristic, cells
/// only, reverse), each with a budget that grows fourfold per round (the
/// heuristic one with lookahead at the root): the time is bounded by a
/// small multiple of the best order's.
#[inline(always)]
pub(super) fn run(root: &State, row_major_first: bool, visitor: &mut impl Visitor) {
    if row_major_first && row_major_attempt::<ROW_MAJOR_BUDGET, ROW_MAJOR_BUDGET>(root, visitor) {
        return;
    }
    take_turns(
        root,
        visitor,
        QUICK,
        &[
            Turn::ProbedLater(Order::Heuristic),
            Turn::Glance(Order::Heuristic, Probing::Root, 16),
            Turn::Glance(Order::Reverse, Probing::Off, 32),
            Turn::Learn(Start::Index),
            Turn::Plain(Order::Cells),
            Turn::Plain(Order::Reverse),
        ],
        None,
    );
}

/// A search in row-major order (the first undecided cell, its smallest digit
/// first, so the first solution found is the lexicographically smallest)
/// within `BUDGET` branches: true when it finished, false (and the
/// visitor reset) when the budget ran out first.
#[inline(always)]
fn row_major_attempt<const BUDGET: usize, const DEPTH: usize>(
    root: &State,
    visitor: &mut impl Visitor,
) -> bool {
    let mut search = Search {
        visitor: &mut *visitor,
        budget: BUDGET as u64,
        extension: 0,
        probing: Probing::Off,
        order: Order::RowMajor,
    };
    // `DEPTH` pending sides: each entry costs a branch and, in row-major
    // order, places a cell, so `BUDGET` or 81 suffice; a stack no deeper
    // than that is cheaper to set up than 135 (it counts on boards that all
    // take this path).
    match search.explore::<DEPTH>(root) {
        Err(Halt::OutOfBudget) => {
            visitor.reset();
            false
        }
        Ok(()) | Err(Halt::Stopped) => true,
    }
}

/// `run` for the canonical answer's questions ("is there a solution with a
/// smaller digit in this cell, the cells before it fixed?") once the
/// questions' learner (`learn::smallest_by_questions`, which answers them
/// first) ran out of its conflicts. Proving that no
/// smaller digit fits can take the heuristic order 250,000 branches where
/// branching on the cells in row-major order, right after the fixed prefix,
/// finds the contradiction in a few hundred; other proofs need lookahead at
/// every node (boards the fuzzer found: seconds without it, milliseconds
/// with it; see docs/engine.md). So six turns: cells only (a question
/// with a placement in it often falls to that order at once), the
/// heuristic order, the same probing at its root (from the second round
/// on), row-major order, a learner (for the questions with no
/// solution that every order refutes again and again), and the heuristic
/// order probing at every node on a `DEEP_SHARE` of the budget. A learner
/// kept from turn to turn, right after cells, settled the learner-bound
/// questions sooner but cost questions that a search settles in the
/// second round up to 1.4 ms, and kept anywhere its 26 KB in the entry
/// points' frame cost the easy puzzles a fifth (docs/engine.md). A
/// second learner that placed digits first (its first solutions lie near
/// the answer) cost more turns than the questions it saved.
///
/// `lead` carries from one question to the next which turn settled it in
/// the first round: in the next question's first round that turn goes
/// second, after a glance of cells (`LED_GLANCE`).
#[inline(always)]
pub(super) fn run_either_order(root: &State, visitor: &mut impl Visitor, lead: &mut Lead) {
    lead.0 = take_turns(
        root,
        visitor,
        QUESTION_QUICK,
        &[
            Turn::Plain(Order::Cells),
            Turn::Plain(Order::Heuristic),
            Turn::Probed(Order::Heuristic),
            Turn::Plain(Order::RowMajor),
            Turn::Learn(Start::Probes),
            Turn::Deep,
        ],
        lead.0,
    );
}

/// Branches of the glance that each of the canonical answer's questions
/// gets before the questions' learner (`learn::smallest_by_questions`).
/// It settles most questions that have a solution, which the learner
/// would find only after a descent through every cell; the glance's stack
/// of `GLANCE` entries (about 4 KB) sits on the learner's frame.
pub(super) const GLANCE: u64 = 30;

/// A search of the question `root` branching on cells, for at most
/// `GLANCE` branches: `Some` of its first solution or of none when it
/// settled the question.
pub(super) fn glance(root: &State) -> Option<Option<Digits>> {
    look(root, GLANCE, 0, Order::Cells)
}

/// Branches of the search a canonical answer's question gets once the
/// questions' learner has spent its `SEARCH_AFTER` conflicts on it, and
/// `MIDDLE_EXTENSION` more when a third or more of its tree is behind it
/// (`Search::nearly_done`: the estimate fits in the two): the long
/// refutations it is for take 250 to 870 branches, and the questions it
/// cannot settle (the `.53.64` boards' questions defeat any order's
/// search) pay only the first 300. At 500
/// and 500, 14,747 fuzz-found and slow boards took 7% more time in all;
/// at 200 and 800, as long, but twice as many stayed over 1 ms
/// (docs/engine.md, "A search for the long questions").
const MIDDLE: u64 = 300;
const MIDDLE_EXTENSION: u64 = 600;

/// A search of the question `root` in the heuristic order, for at most
/// `MIDDLE` branches (`MIDDLE_EXTENSION` more when nearly done): `Some`
/// of its first solution or of none when it settled the question.
pub(super) fn middle(root: &State) -> Option<Option<Digits>> {
    look(root, MIDDLE, MIDDLE_EXTENSION, Order::Heuristic)
}

/// The questions' searches (`glance`, `middle`): the questions' learner
/// calls them from a frame of its own, built for the baseline, so the
/// build is picked here as the entry points do (`isa`). Their stack has
/// `GLANCE` entries (about 4 KB) and sits on the learner's frame, so a
/// path deeper than that gives up (`middle` with `MAX_DEPTH` entries,
/// 19 KB, overflowed a 64 KiB thread stack; the two measured alike).
fn look(root: &State, budget: u64, extension: u64, order: Order) -> Option<Option<Digits>> {
    #[cfg(target_arch = "x86_64")]
    if super::cpu::fast() {
        // SAFETY: the CPU has every feature `look_fast` was compiled for;
        // `fast` just checked.
        return unsafe { look_fast(root, budget, extension, order) };
    }
    look_portable(root, budget, extension, order)
}

/// The baseline build, in a frame of its own: inlined into `look`, its
/// search stack (5 KB) would sit under the AVX2 build's, on the learner's
/// frame, and a 64 KiB thread stack overflowed.
#[inline(never)]
fn look_portable(
    root: &State,
    budget: u64,
    extension: u64,
    order: Order,
) -> Option<Option<Digits>> {
    look_with(root, budget, extension, order)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn look_fast(
    root: &State,
    budget: u64,
    extension: u64,
    order: Order,
) -> Option<Option<Digits>> {
    look_with(root, budget, extension, order)
}

#[inline(always)]
fn look_with(root: &State, budget: u64, extension: u64, order: Order) -> Option<Option<Digits>> {
    let mut visitor = FirstSolutions::<1>::new();
    let mut search = Search {
        visitor: &mut visitor,
        budget,
        extension,
        probing: Probing::Off,
        order,
    };
    match search.explore::<{ GLANCE as usize }>(root) {
        Err(Halt::OutOfBudget) => None,
        Ok(()) | Err(Halt::Stopped) => Some(visitor.solutions().first().copied()),
    }
}

/// The canonical answer of a board with 16 or fewer cells placed, by a
/// row-major search within `SPARSE_ROW_MAJOR_BUDGET` branches: `None` when
/// the budget ran out first. No such board has exactly one solution
/// (McGuire, Tugemann and Civario, 2012), so its answer is the smallest of
/// many, which row-major order finds in a few dozen branches, where the
/// search for two solutions and a question a cell took about a millisecond
/// on nearly every board of a few givens (docs/engine.md).
pub(super) fn sparse_row_major(root: &State) -> Option<Option<Digits>> {
    sparse_row_major_within::<SPARSE_ROW_MAJOR_BUDGET, SPARSE_ROW_MAJOR_BUDGET>(root)
}

/// `sparse_row_major` again, within `SPARSE_RETRY_BUDGET` branches, for
/// such a board that the first attempt did not settle and that has two
/// solutions (a board with none would only waste the branches).
pub(super) fn sparse_row_major_again(root: &State) -> Option<Option<Digits>> {
    sparse_row_major_within::<SPARSE_RETRY_BUDGET, CELLS>(root)
}

#[inline(always)]
fn sparse_row_major_within<const BUDGET: usize, const DEPTH: usize>(
    root: &State,
) -> Option<Option<Digits>> {
    #[cfg(target_arch = "x86_64")]
    if super::cpu::fast() {
        // SAFETY: the CPU has every feature `sparse_row_major_fast` was
        // compiled for; `fast` just checked.
        return unsafe { sparse_row_major_fast::<BUDGET, DEPTH>(root) };
    }
    sparse_row_major_portable::<BUDGET, DEPTH>(root)
}

/// Each build in a frame of its own: inlined into the canonical answer's,
/// its stack of pending sides (9-12 KB) would sit under the learner's and
/// a 64 KiB thread stack would overflow.
#[inline(never)]
fn sparse_row_major_portable<const BUDGET: usize, const DEPTH: usize>(
    root: &State,
) -> Option<Option<Digits>> {
    sparse_row_major_with::<BUDGET, DEPTH>(root)
}

#[cfg(target_arch = "x86_64")]
#[inline(never)]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
unsafe fn sparse_row_major_fast<const BUDGET: usize, const DEPTH: usize>(
    root: &State,
) -> Option<Option<Digits>> {
    sparse_row_major_with::<BUDGET, DEPTH>(root)
}

#[inline(always)]
fn sparse_row_major_with<const BUDGET: usize, const DEPTH: usize>(
    root: &State,
) -> Option<Option<Digits>> {
    let found = FirstSolutions::<1>::of_row_major::<BUDGET, DEPTH>(root)?;
    Some(found.solutions().first().copied())
}

/// Which turn settled the canonical answer's last question in its first
/// round, if one did: the next question, the same board with one more cell
/// fixed or fewer digits left in the same cell, most often falls to the
/// same turn. Cells, the first turn, as a lead changes nothing.
#[derive(Clone, Copy, Default)]
pub(super) struct Lead(Option<usize>);

/// Branches of the first turn when another turn leads (`Lead`): the lead
/// then goes second, after this glance, in the first round. On fuzzer
/// boards of 17 givens whose questions the learner settles one after
/// another, each question first cost three searches of 100 branches (2 ms
/// a `sudoku_solve`); the glance still settles most of the questions that
/// branching on cells settles at all (at 10 it cost the corpus a fifth
/// more time, at 50 and 100 it left more boards over 1 ms), and putting
/// the lead first cost the questions that a search settles in a few
/// branches the learner's start (docs/engine.md).
const LED_GLANCE: u64 = 30;

/// One turn of `take_turns`.
#[derive(Clone, Copy)]
enum Turn {
    /// A search in this order on the round's budget.
    Plain(Order),
    /// The same, probing at its root once past the quick round (for `run`,
    /// whose quick search it is).
    ProbedLater(Order),
    /// A search in this order probing at its root, from the second round
    /// on. The questions take it beside the plain order: probing chooses
    /// another root branch, and of two fuzzer boards' questions with no
    /// solution, one falls to the plain order in 292 branches where the
    /// probed one runs out at 400, the other the other way round
    /// (docs/engine.md).
    Probed(Order),
    /// The heuristic order probing at every node, on a `DEEP_SHARE` of the
    /// round's budget; from the second round on (the quick round is for
    /// the cheap searches).
    Deep,
    /// A search in this order with this probing for this many branches, in
    /// the first round only: a second look before the learner, for the
    /// boards the quick search gave up on that another order settles at
    /// once (two unsolvable relatives of Norvig's board the fuzzer found:
    /// 1.2 and 1.8 ms in the learner, 0.22 ms with lookahead at the root
    /// or the reverse order first; see docs/engine.md).
    Glance(Order, Probing, u64),
    /// Clause learning (`learn`), starting as `Start` says, on the
    /// round's conflicts, which two fresh learners share one after the
    /// other (`Round::learners`): early (in `run`, right after the quick heuristic
    /// search and the glances), because the boards that defeat the search
    /// are the sparse ones that learning settles in a few dozen conflicts.
    Learn(Start),
}

/// Takes `turns` in rounds until one settles the search, and says which one
/// did if it was in the first round; `lead`, a turn of the first round,
/// goes second in it, after a glance of the first turn (`LED_GLANCE`).
#[inline(always)]
fn take_turns(
    root: &State,
    visitor: &mut impl Visitor,
    first: Round,
    turns: &[Turn],
    lead: Option<usize>,
) -> Option<usize> {
    debug_assert!(!matches!(lead, Some(led) if led >= turns.len()));
    let mut round = first;
    let mut attempt = 0;
    loop {
        let quick = round.branches == first.branches;
        let lead = lead.filter(|&led| quick && led > 0);
        let budget = round.branches;
        for place in 0..turns.len() {
            let at = match lead {
                Some(led) if place == 1 => led,
                Some(led) if (2..=led).contains(&place) => place - 1,
                _ => place,
            };
            let (order, probing, budget) = match turns[at] {
                Turn::ProbedLater(order) if !quick => (order, Probing::Root, budget),
                Turn::Plain(order) | Turn::ProbedLater(order) => (order, Probing::Off, budget),
                Turn::Deep | Turn::Probed(_) if quick => continue,
                Turn::Probed(order) => (order, Probing::Root, budget),
                Turn::Glance(..) if !quick => continue,
                Turn::Glance(order, probing, branches) => (order, probing, branches),
                Turn::Deep => (Order::Heuristic, Probing::EveryNode, budget / DEEP_SHARE),
                Turn::Learn(start) => {
                    let mut settled = false;
                    for conflicts in round.learners {
                        match learn(root, visitor, conflicts, start, attempt) {
                            Err(Cut::OutOfBudget) => {
                                visitor.reset();
                                attempt += 1;
                            }
                            Ok(()) | Err(Cut::Stopped) => {
                                settled = true;
                                break;
                            }
                        }
                    }
                    if settled {
                        return quick.then_some(at);
                    }
                    continue;
                }
            };
            let budget = match lead {
                Some(_) if at == 0 => budget.min(LED_GLANCE),
                _ => budget,
            };
            let mut search = Search {
                visitor: &mut *visitor,
                budget,
                extension: if at == 0 && lead.is_none() {
                    round.extension
                } else {
                    0
                },
                probing,
                order,
            };
            match search.explore::<MAX_DEPTH>(root) {
                Err(Halt::OutOfBudget) => visitor.reset(),
                Ok(()) | Err(Halt::Stopped) => return quick.then_some(at),
            }
        }
        round = Round {
            branches: round.branches.saturating_mul(4),
            learners: round.learners.map(|conflicts| conflicts.saturating_mul(4)),
            extension: 0,
        };
    }
}

/// Which choice a search branches on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// `State::choose`: the most constrained two-way choice.
    Heuristic,
    /// `State::choose_cell`: the same among cells only.
    Cells,
    /// The first undecided cell in row-major order, smallest digit first:
    /// its first solution is the lexicographically smallest.
    RowMajor,
    /// The last undecided cell, largest digit first: a second opinion that
    /// shares no tie-breaks with the others.
    Reverse,
}

/// Where a search probes every two-way choice (`State::lookahead`) before
/// branching.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Probing {
    Off,
    /// At the root only.
    Root,
    /// At every node.
    EveryNode,
}

struct Search<'v, V> {
    visitor: &'v mut V,
    /// Branches it may still take.
    budget: u64,
    /// Branches it may take once more when the budget runs out with most
    /// of the tree behind it (`nearly_done`); 0 for none.
    extension: u64,
    probing: Probing,
    /// What to branch on.
    order: Order,
}

impl<V: Visitor> Search<'_, V> {
    /// Explores every completion of a propagated state: `Ok` when the tree
    /// is exhausted, `Err` when the search must end.
    ///
    /// Iterative, with the pending other sides ("not this digit here", "not
    /// this layout") on an explicit stack: every branch is two-way, and each
    /// entry belongs to a first side taken on the current path, which places
    /// a cell (at most 81) or fixes a digit's layout in a band or stack that
    /// had two or more (at most 6 x 9 = 54), so `MAX_DEPTH` entries always
    /// suffice; and each entry costs a branch, so `budget` entries (with
    /// `extension`, the two together) do too; in row-major order every
    /// branch places a cell, so `CELLS` do as well. A smaller `DEPTH`
    /// (`middle`'s, to fit a small thread stack) ends the search as out of
    /// budget when its stack is full. Being one loop, the whole search
    /// inlines into the entry points that `isa` compiles for each
    /// instruction set.
    #[inline(always)]
    fn explore<const DEPTH: usize>(&mut self, root: &State) -> Result<(), Halt> {
        let mut state = *root;
        let budget = self.budget;
        // The triad check where the search chooses by constraint, not in a
        // fixed order (see `State::propagate_with`): branching on cells, it
        // halves the branches on the sparse boards that order is there for.
        let triads = matches!(self.order, Order::Heuristic | Order::Cells);
        if triads && !state.propagate_with(true) {
            return Ok(());
        }
        let choice = if self.probing != Probing::Off {
            match state.lookahead() {
                Lookahead::Contradiction => return Ok(()),
                Lookahead::Solved => None,
                Lookahead::Branch(choice) => Some(choice),
            }
        } else {
            self.choose(&state)
        };
        let Some(mut choice) = choice else {
            return self.report(&state);
        };
        // Only a search that guesses sets up the stack, and as empty slots:
        // filling `DEPTH` slots with copies of the root (about 19 KB) cost
        // more than many whole searches.
        let mut pending: [Option<State>; DEPTH] = [None; DEPTH];
        // The tree depth of each pending side's parent, and of `state`.
        let mut levels = [0u8; DEPTH];
        let mut level = 0u8;
        let mut depth = 0;
        loop {
            if self.budget == 0 && self.nearly_done(budget, &levels[..depth], level) {
                self.budget = std::mem::take(&mut self.extension);
            }
            self.spend()?;
            if depth == DEPTH {
                return Err(Halt::OutOfBudget);
            }
            // The other side is never empty: a cell had two candidates or
            // more, a digit two layouts or more.
            let _ = pending[depth].insert(state).refuse(&choice);
            levels[depth] = level;
            // A path's depth is not bounded by the stack's (second sides
            // add none); past 62 a node weighs nothing anyway.
            level = level.saturating_add(1);
            depth += 1;
            let mut alive = state.take(&choice, triads);
            loop {
                if alive && self.probing == Probing::EveryNode {
                    match state.lookahead() {
                        Lookahead::Contradiction => {}
                        Lookahead::Solved => self.report(&state)?,
                        Lookahead::Branch(next) => {
                            choice = next;
                            break;
                        }
                    }
                } else if alive {
                    match self.choose(&state) {
                        Some(next) => {
                            choice = next;
                            break;
                        }
                        None => self.report(&state)?,
                    }
                }
                // Backtrack to the latest pending side that propagates.
                if depth == 0 {
                    return Ok(());
                }
                depth -= 1;
                level = levels[depth].saturating_add(1);
                alive = match pending[depth] {
                    Some(side) => {
                        state = side;
                        state.propagate_with(triads)
                    }
                    None => false,
                };
            }
        }
    }

    /// Whether the search, out of its first `budget` branches, would likely
    /// finish within its extension: whether the whole tree, as estimated,
    /// takes at most `budget` plus the extension. Weighing each node of the binary
    /// tree at depth d as 2^-d of it, what is left is the pending sides
    /// (each one level below its parent, in `levels`) and the node about to
    /// branch (at `level`); the branches so far over the part done estimate
    /// the whole tree's (Knuth 1975; Kilby et al. 2006, weighted
    /// backtracking). The quick search (500 and 500) so goes on with half
    /// its tree behind it, `middle` (300 and 600) with a third. The
    /// fuzzer's unsolvable `1...5...9` boards take a search 500 to about
    /// 1,800 branches; Norvig's relatives, tens of thousands, and a third of
    /// their tree is never done by then. Going on with a third behind it
    /// (an estimate up to 1,500) sent the slowest `1...5...9` board to the
    /// learner after 1,000 branches instead of 500 (docs/engine.md).
    #[inline(always)]
    fn nearly_done(&self, budget: u64, levels: &[u8], level: u8) -> bool {
        const WHOLE: u64 = 1 << 62;
        if self.extension == 0 {
            return false;
        }
        let part = |level: u8| WHOLE.checked_shr(u32::from(level)).unwrap_or(0);
        let mut left = part(level);
        for &parent in levels {
            left += part(parent.saturating_add(1));
        }
        // budget / done <= budget + extension, in fractions of `WHOLE`.
        let done = u128::from(WHOLE.saturating_sub(left));
        u128::from(budget) * u128::from(WHOLE) <= done * u128::from(budget + self.extension)
    }

    /// What to branch on in a propagated state; `None` when it is solved.
    #[inline(always)]
    fn choose(&self, state: &State) -> Option<Choice> {
        if state.is_solved() {
            None
        } else {
            Some(match self.order {
                Order::Heuristic => state.choose(),
                Order::Cells => state.choose_cell(),
                Order::RowMajor => {
                    let cell = state.first_open_cell();
                    Choice::cell(cell, state.lowest_candidate(cell))
                }
                Order::Reverse => {
                    let cell = state.last_open_cell();
                    let digits = state.candidates(cell);
                    Choice::cell(cell, 1 << (15 - digits.leading_zeros()))
                }
            })
        }
    }

    #[inline(always)]
    fn report(&mut self, state: &State) -> Result<(), Halt> {
        if self.visitor.solution(state) {
            Err(Halt::Stopped)
        } else {
            Ok(())
        }
    }

    #[inline(always)]
    fn spend(&mut self) -> Result<(), Halt> {
        crate::stats::branch();
        self.budget = self.budget.checked_sub(1).ok_or(Halt::OutOfBudget)?;
        Ok(())
    }
}

/// Keeps the first `N` solutions found, then stops.
pub(super) struct FirstSolutions<const N: usize> {
    found: [Digits; N],
    len: usize,
}

impl FirstSolutions<1> {
    /// The first solution `run` finds, if any.
    #[inline(always)]
    pub(super) fn first(root: &State, row_major_first: bool) -> Option<Digits> {
        Self::of(root, row_major_first).solutions().first().copied()
    }
}

impl<const N: usize> FirstSolutions<N> {
    #[inline(always)]
    pub(super) fn of(root: &State, row_major_first: bool) -> FirstSolutions<N> {
        let mut visitor = Self::new();
        run(root, row_major_first, &mut visitor);
        visitor
    }

    /// `of`, searching only in row-major order within `BUDGET` branches
    /// with a stack of `DEPTH` (see `row_major_attempt`): `None` when the
    /// budget ran out first.
    #[inline(always)]
    pub(super) fn of_row_major<const BUDGET: usize, const DEPTH: usize>(
        root: &State,
    ) -> Option<FirstSolutions<N>> {
        let mut visitor = Self::new();
        row_major_attempt::<BUDGET, DEPTH>(root, &mut visitor).then_some(visitor)
    }

    /// `of`, searching with `run_either_order`, whose first round `lead`
    /// reorders (and which it updates).
    #[inline(always)]
    pub(super) fn of_either_order(root: &State, lead: &mut Lead) -> FirstSolutions<N> {
        let mut visitor = Self::new();
        run_either_order(root, &mut visitor, lead);
        visitor
    }

    fn new() -> FirstSolutions<N> {
        FirstSolutions {
            found: [[0; CELLS]; N],
            len: 0,
        }
    }

    pub(super) fn solutions(&self) -> &[Digits] {
        &self.found[..self.len]
    }
}

impl<const N: usize> Visitor for FirstSolutions<N> {
    #[inline(always)]
    fn solution(&mut self, state: &State) -> bool {
        self.found[self.len] = state.digits();
        self.len += 1;
        self.len == N
    }

    fn reset(&mut self) {
        self.len = 0;
    }
}

/// Counts solutions up to a limit.
pub(super) struct Counter {
    pub(super) count: u32,
    pub(super) limit: u32,
}

impl Visitor for Counter {
    #[inline(always)]
    fn solution(&mut self, _: &State) -> bool {
        self.count += 1;
        self.count >= self.limit
    }

    fn reset(&mut self) {
        self.count = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::tests::parse;

    /// Counts the turns that ran out, and keeps the first solution.
    #[derive(Default)]
    struct Turns {
        ran_out: u32,
        found: Option<Digits>,
    }

    impl Visitor for Turns {
        fn solution(&mut self, state: &State) -> bool {
            self.found = Some(state.digits());
            true
        }

        fn reset(&mut self) {
            self.ran_out += 1;
        }
    }

    /// Boards of a few givens, which took the two-solution search and a
    /// question a cell about a millisecond each, are settled by the
    /// row-major search within its budget, with the smallest solution.
    #[test]
    fn a_sparse_board_is_settled_in_row_major_order() {
        let cases = [
            (
                ".................................................................................",
                "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
            ),
            (
                "..........1......................................................................",
                "234156789516789234789234156123465897457891362698327415345612978862973541971548623",
            ),
        ];
        for (board, answer) in cases {
            let root = State::from_givens(&parse(board)).unwrap().unwrap();
            assert!(root.placed() <= 16);
            let found = sparse_row_major(&root).expect("settled within the budget");
            assert_eq!(found, Some(parse(answer)), "{board}");
        }
    }

    /// A board of two givens whose answer row-major order reaches in 65-80
    /// branches: past the first attempt, within the second.
    #[test]
    fn a_sparse_board_past_the_first_budget_is_settled_by_the_second() {
        let board =
            ".........................3....................4..................................";
        let answer =
            "123456789457389126689127435215634897376298514948571263531762948792843651864915372";
        let root = State::from_givens(&parse(board)).unwrap().unwrap();
        assert!(root.placed() <= 16);
        assert_eq!(sparse_row_major(&root), None, "not within the first budget");
        let found = sparse_row_major_again(&root).expect("settled within the second");
        assert_eq!(found, Some(parse(answer)));
    }

    /// The first question of a fuzzer board whose questions the learner
    /// settles one after another (a 2 or a 3 in r1c1? yes): three searches
    /// run out before the learner; once the learner leads, only the glance.
    #[test]
    fn the_turn_that_settled_the_last_question_goes_second() {
        let board =
            "....6.1.....5.4.62........7.54.......6.........3..1......4356........8...........";
        let mut trial = State::from_givens(&parse(board)).unwrap().unwrap();
        assert!(trial.eliminate(0, !0b110 & 0x1FF) && trial.propagate());
        let mut lead = Lead::default();
        let mut turns = Turns::default();
        run_either_order(&trial, &mut turns, &mut lead);
        assert_eq!(turns.ran_out, 3);
        let learner = lead.0.expect("settled in the first round");
        let first = turns.found.expect("a 2 or a 3 fits there");
        assert!(matches!(first[0], 2 | 3));

        let mut turns = Turns::default();
        run_either_order(&trial, &mut turns, &mut lead);
        assert_eq!(turns.ran_out, 1, "only the glance before the lead");
        assert_eq!(lead.0, Some(learner));
        assert_eq!(
            turns.found,
            Some(first),
            "the same learner's first solution"
        );
    }

    /// Stops at the second solution, and counts the turns that ran out.
    #[derive(Default)]
    struct Two {
        found: u32,
        ran_out: u32,
    }

    impl Visitor for Two {
        fn solution(&mut self, _: &State) -> bool {
            self.found += 1;
            self.found == 2
        }

        fn reset(&mut self) {
            self.found = 0;
            self.ran_out += 1;
        }
    }

    /// A 16-given fuzzer board with many solutions, where the quick search
    /// and both glances run out, and `run`'s learner from index order took
    /// 329 conflicts to find two solutions; it gave up after 200 and a
    /// fresh learner from a scattered order found both (four turns ran
    /// out). Now the learner's opening, ten conflicts from a scattered
    /// order, finds both: three turns run out, not four.
    #[test]
    fn the_learners_opening_finds_what_index_order_runs_long_on() {
        let board =
            ".............534.6..........45.6.2...3........6.4.............2...53.64......4...";
        let root = State::from_givens(&parse(board)).unwrap().unwrap();
        let mut two = Two::default();
        run(&root, false, &mut two);
        assert_eq!(two.found, 2);
        assert_eq!(
            two.ran_out, 3,
            "the quick search and two glances, not the learner"
        );
    }

    /// A quick search out of budget goes on only with half its tree behind
    /// it (an estimate of at most 1,000 branches): one of the fuzzer's
    /// unsolvable `1...5...9` boards takes it 771 branches (an estimate of
    /// 713 at 500), Norvig's unsolvable board hundreds of thousands (an
    /// estimate of 461,000), and the slowest `1...5...9` board more than
    /// 1,000 (with a third of its tree behind it at 500, it went on, and
    /// its learner started 500 branches later).
    #[test]
    fn a_search_out_of_budget_goes_on_when_nearly_done() {
        let search = |board: &str| {
            let root = State::from_givens(&parse(board)).unwrap().unwrap();
            let mut two = Two::default();
            let mut search = Search {
                visitor: &mut two,
                budget: 500,
                extension: 500,
                probing: Probing::Off,
                order: Order::Heuristic,
            };
            let halt = search.explore::<MAX_DEPTH>(&root);
            (halt, search.budget, search.extension)
        };
        let (halt, left, extension) = search(
            "1...5...9..7..6............2...........1.5..2....2.39.3...9...15...1...3......84.",
        );
        assert!(matches!(halt, Ok(())));
        assert_eq!((left, extension), (500 - (771 - 500), 0));
        let (halt, left, extension) = search(
            "..1.......7...8.5...8....1.......2..45.1.6..............3....4.7....4.6..........",
        );
        assert!(matches!(halt, Err(Halt::OutOfBudget)));
        assert_eq!((left, extension), (0, 500), "no extension taken");
        let (halt, left, extension) = search(
            "1...5...9..6...7...........2...........5.1..2....2.39.3...9...59...1...3..84.....",
        );
        assert!(matches!(halt, Err(Halt::OutOfBudget)));
        assert_eq!((left, extension), (0, 500), "no extension taken");
    }

    /// The same `1...5...9` board through `run`: the quick search settles
    /// it (no solution), where it ran out and left it to the clause
    /// learner after two glances.
    #[test]
    fn the_quick_search_settles_a_nearly_done_board() {
        let board =
            "1...5...9..7..6............2...........1.5..2....2.39.3...9...15...1...3......84.";
        let root = State::from_givens(&parse(board)).unwrap().unwrap();
        let mut two = Two::default();
        run(&root, false, &mut two);
        assert_eq!((two.found, two.ran_out), (0, 0));
    }

    /// A question whose first learner runs past its share of the round (a
    /// 1 or a 2 in r1c1 of a 16-given fuzzer board? no): a fresh learner
    /// from another order settles it in the first round, where with one
    /// learner on the round's conflicts the second round's four searches
    /// would come before the next learner.
    #[test]
    fn a_fresh_learner_settles_what_the_first_ran_long_on() {
        let board =
            ".......9.....53.64....9.8...45........3........6...4..............53.64..........";
        let mut trial = State::from_givens(&parse(board)).unwrap().unwrap();
        assert!(trial.eliminate(0, !0b11 & 0x1FF) && trial.propagate());
        let mut lead = Lead::default();
        let mut turns = Turns::default();
        run_either_order(&trial, &mut turns, &mut lead);
        assert_eq!(turns.found, None, "no solution has a 1 or a 2 there");
        assert_eq!(lead.0, Some(4), "the learner, in the first round");
        assert_eq!(turns.ran_out, 4, "three searches and the first learner");
    }
}
