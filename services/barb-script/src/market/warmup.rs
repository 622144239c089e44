//! How much history before a bar a value needs ([`Warmup`]): the bar
//! selection reads it to take the bars before a period that the query's
//! indicators reach back to. Each function declares its own need in
//! `crate::functions::warmup`; this is the value type they share, kept in
//! the market model so bar selection does not depend on the function library.

/// The largest weight a truncated seed keeps after the declared convergence
/// warm-up of a recursive function.
pub const SEED_WEIGHT: f64 = 1e-12;

/// History a value needs before its bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Warmup {
    /// Earlier bars needed.
    pub bars: usize,
    /// Every earlier bar is needed (state that never forgets).
    pub all: bool,
    /// Every earlier bar of the calendar date of the earliest needed bar.
    pub day: bool,
    /// Part of `bars` is a convergence length (the value then agrees with
    /// the whole history to [`SEED_WEIGHT`], not bit for bit).
    pub converging: bool,
    /// It also reads later bars (`next`). Not history, so a period's bar
    /// selection ignores it; it tells execution that the value at a bar
    /// cannot be computed from the bars up to it (`execute/blocks.rs`).
    pub ahead: bool,
}

impl Warmup {
    /// No history: the value depends on its bar only.
    pub const NONE: Warmup = Warmup { bars: 0, all: false, day: false, converging: false, ahead: false };

    /// Exactly `n` earlier bars.
    pub const fn bars(n: usize) -> Warmup {
        Warmup { bars: n, ..Warmup::NONE }
    }

    /// Every earlier bar.
    pub const fn all() -> Warmup {
        Warmup { all: true, ..Warmup::NONE }
    }

    /// Back to the first bar of the calendar date.
    pub const fn day() -> Warmup {
        Warmup { day: true, ..Warmup::NONE }
    }

    /// No history, but later bars.
    pub const fn ahead() -> Warmup {
        Warmup { ahead: true, ..Warmup::NONE }
    }

    /// `exact` bars plus the convergence length of a recursion with factor `alpha`.
    pub fn converging(exact: usize, alpha: f64) -> Warmup {
        Warmup { bars: exact.saturating_add(convergence_bars(alpha)), converging: true, ..Warmup::NONE }
    }

    /// True when no history is needed (later bars are not history).
    pub fn is_none(&self) -> bool {
        Warmup { ahead: false, ..*self } == Warmup::NONE
    }

    /// The number of earlier bars that make the value at every bar exactly
    /// what it is on the whole history, when there is one: `None` for state
    /// that never forgets, a calendar day, a convergence length (close, not
    /// bit for bit) or a look at later bars.
    pub fn exact_bars(&self) -> Option<usize> {
        (!self.all && !self.day && !self.converging && !self.ahead).then_some(self.bars)
    }

    /// This (an outer function's own need) applied over `inner` (its
    /// argument's): the argument must be right on every bar the outer reads.
    pub fn then(self, inner: Warmup) -> Warmup {
        Warmup {
            bars: self.bars.saturating_add(inner.bars),
            all: self.all || inner.all,
            day: self.day || inner.day,
            converging: self.converging || inner.converging,
            ahead: self.ahead || inner.ahead,
        }
    }

    /// Enough for both.
    pub fn max(self, other: Warmup) -> Warmup {
        Warmup {
            bars: self.bars.max(other.bars),
            all: self.all || other.all,
            day: self.day || other.day,
            converging: self.converging || other.converging,
            ahead: self.ahead || other.ahead,
        }
    }
}

/// Bars after which a seed's weight (1 − α)^k falls below [`SEED_WEIGHT`].
pub fn convergence_bars(alpha: f64) -> usize {
    if alpha.is_nan() || alpha <= 0.0 || alpha >= 1.0 {
        return 0;
    }
    (SEED_WEIGHT.ln() / (1.0 - alpha).ln()).ceil().min(1e15) as usize
}
