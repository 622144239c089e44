//! What a sweep keeps per configuration and across configurations, in
//! memory that does not grow with the number of configurations:
//!
//! * [`Moments`]: per segment of bars, the trade count, wins, gross profit
//!   and loss, and Σp, Σp², Σp³, Σp⁴ of the rounded pnls — enough to combine
//!   segments and compute every objective, the per-trade Sharpe ratio, and
//!   the skewness and kurtosis the deflated Sharpe ratio needs;
//! * [`Tally`]: the best `top` configurations by in-sample objective, the
//!   best per walk-forward fold, the heat map cells, and a running variance
//!   of the trials' Sharpe ratios (Welford).

use crate::sweep::input::Objective;

/// Sums over the trades of one or more segments.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Moments {
    /// Trades.
    pub n: u64,
    /// Trades with pnl > 0.
    pub wins: u64,
    /// Σ pnl > 0.
    pub gross_profit: f64,
    /// Σ pnl ≤ 0.
    pub gross_loss: f64,
    /// Σ p, Σ p², Σ p³, Σ p⁴.
    pub s: [f64; 4],
    /// Calendar years covered by the segments.
    pub years: f64,
}

impl Moments {
    /// Adds one trade's (rounded) pnl.
    pub fn add(&mut self, p: f64) {
        self.n += 1;
        if p > 0.0 {
            self.wins += 1;
            self.gross_profit += p;
        } else {
            self.gross_loss += p;
        }
        let p2 = p * p;
        self.s[0] += p;
        self.s[1] += p2;
        self.s[2] += p2 * p;
        self.s[3] += p2 * p2;
    }

    /// The sums of both.
    pub fn merge(&self, o: &Moments) -> Moments {
        Moments {
            n: self.n + o.n,
            wins: self.wins + o.wins,
            gross_profit: self.gross_profit + o.gross_profit,
            gross_loss: self.gross_loss + o.gross_loss,
            s: [self.s[0] + o.s[0], self.s[1] + o.s[1], self.s[2] + o.s[2], self.s[3] + o.s[3]],
            years: self.years + o.years,
        }
    }

    /// Σ pnl.
    pub fn total(&self) -> f64 {
        self.s[0]
    }

    fn mean(&self) -> f64 {
        if self.n == 0 { 0.0 } else { self.s[0] / self.n as f64 }
    }

    /// Sample standard deviation (n − 1).
    fn std(&self) -> f64 {
        if self.n < 2 {
            return 0.0;
        }
        let n = self.n as f64;
        let var = (self.s[1] - self.s[0] * self.s[0] / n) / (n - 1.0);
        var.max(0.0).sqrt()
    }

    /// mean / sample std (per trade, not annualised); 0 when n < 2 or std = 0.
    pub fn sharpe_per_trade(&self) -> f64 {
        let sd = self.std();
        if self.n < 2 || sd <= 1e-12 * self.mean().abs().max(1.0) { 0.0 } else { self.mean() / sd }
    }

    /// The per-trade Sharpe ratio × √(trades per year), as `metrics.sharpe`.
    pub fn sharpe(&self) -> f64 {
        self.sharpe_per_trade() * (self.n as f64 / self.years.max(1.0 / 365.25)).sqrt()
    }

    /// Skewness and (non-excess) kurtosis of the pnls (population moments);
    /// (0, 3) when undefined.
    pub fn shape(&self) -> (f64, f64) {
        if self.n < 2 {
            return (0.0, 3.0);
        }
        let n = self.n as f64;
        let m = self.s[0] / n;
        let m2 = self.s[1] / n - m * m;
        if m2 <= 0.0 {
            return (0.0, 3.0);
        }
        let m3 = self.s[2] / n - 3.0 * m * self.s[1] / n + 2.0 * m.powi(3);
        let m4 = self.s[3] / n - 4.0 * m * self.s[2] / n + 6.0 * m * m * self.s[1] / n - 3.0 * m.powi(4);
        (m3 / m2.powf(1.5), m4 / (m2 * m2))
    }

    /// The objective's value (profit factor +∞ without losses, 0 without trades).
    pub fn objective(&self, o: Objective) -> f64 {
        if self.n == 0 {
            return 0.0;
        }
        match o {
            Objective::Sharpe => self.sharpe(),
            Objective::TotalPnl => self.total(),
            Objective::ProfitFactor => {
                if self.gross_loss == 0.0 {
                    if self.gross_profit > 0.0 { f64::INFINITY } else { 0.0 }
                } else {
                    self.gross_profit / -self.gross_loss
                }
            }
            Objective::Expectancy => self.mean(),
            Objective::WinRate => self.wins as f64 / self.n as f64 * 100.0,
        }
    }
}

/// One evaluated configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Scored {
    /// Grid index.
    pub index: u64,
    /// Objective on the in-sample part (the ranking key).
    pub score: f64,
    /// In-sample sums.
    pub in_sample: Moments,
    /// Out-of-sample sums.
    pub out_of_sample: Moments,
}

/// Higher score first; ties go to the lower grid index (a stable order).
fn better(a: &Scored, b: &Scored) -> bool {
    a.score > b.score || (a.score == b.score && a.index < b.index)
}

/// Keeps the `k` best.
#[derive(Debug, Clone, Default)]
pub struct TopK {
    k: usize,
    items: Vec<Scored>,
}

impl TopK {
    /// Keeps at most `k`.
    pub fn new(k: usize) -> Self {
        TopK { k, items: Vec::with_capacity(k + 1) }
    }

    /// Offers one configuration.
    pub fn offer(&mut self, s: Scored) {
        if self.items.len() == self.k && self.items.last().is_some_and(|w| !better(&s, w)) {
            return;
        }
        let pos = self.items.iter().position(|x| better(&s, x)).unwrap_or(self.items.len());
        self.items.insert(pos, s);
        self.items.truncate(self.k);
    }

    /// Best first.
    pub fn items(&self) -> &[Scored] {
        &self.items
    }
}

/// Running mean and variance (Welford), mergeable (Chan et al.).
#[derive(Debug, Clone, Copy, Default)]
pub struct Running {
    /// Count.
    pub n: u64,
    /// Mean.
    pub mean: f64,
    m2: f64,
}

impl Running {
    /// Adds a value.
    pub fn add(&mut self, x: f64) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / self.n as f64;
        self.m2 += d * (x - self.mean);
    }

    /// Combines two.
    pub fn merge(&mut self, o: &Running) {
        if o.n == 0 {
            return;
        }
        let n = self.n + o.n;
        let d = o.mean - self.mean;
        self.mean += d * o.n as f64 / n as f64;
        self.m2 += o.m2 + d * d * self.n as f64 * o.n as f64 / n as f64;
        self.n = n;
    }

    /// Sample variance (n − 1); 0 below two values.
    pub fn variance(&self) -> f64 {
        if self.n < 2 { 0.0 } else { self.m2 / (self.n - 1) as f64 }
    }
}

/// A heat-map cell: the best in-sample configuration with these two axis values.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HeatmapCell {
    /// Grid index of that configuration.
    pub index: u64,
    /// Its in-sample objective.
    pub in_sample: f64,
    /// Its out-of-sample objective.
    pub out_of_sample: f64,
}

/// Everything a sweep accumulates; one per worker, merged at the end.
#[derive(Debug, Clone)]
pub struct Tally {
    /// Configurations evaluated.
    pub tried: u64,
    /// Configurations with enough in-sample trades to be ranked.
    pub eligible: u64,
    /// Eligible configurations with a positive in-sample objective.
    pub positive: u64,
    /// Per-trade Sharpe ratios of the eligible configurations (in-sample).
    pub sharpes: Running,
    /// In-sample objectives of the eligible configurations.
    pub scores: Running,
    /// Out-of-sample objectives of the eligible configurations.
    pub oos_scores: Running,
    /// The best configurations.
    pub top: TopK,
    /// Walk-forward: per fold, the best configuration on that fold's in-sample segments.
    pub folds: Vec<Option<Scored>>,
    /// Heat map cells (row-major: y axis rows, x axis columns), when there is a heat map.
    pub cells: Vec<Option<HeatmapCell>>,
}

impl Tally {
    /// Empty, for `top` ranked configurations, `folds` walk-forward folds and `cells` heat-map cells.
    pub fn new(top: usize, folds: usize, cells: usize) -> Self {
        Tally {
            tried: 0,
            eligible: 0,
            positive: 0,
            sharpes: Running::default(),
            scores: Running::default(),
            oos_scores: Running::default(),
            top: TopK::new(top),
            folds: vec![None; folds],
            cells: vec![None; cells],
        }
    }

    /// Offers a fold's candidate.
    pub fn offer_fold(&mut self, fold: usize, s: Scored) {
        if self.folds[fold].as_ref().is_none_or(|b| better(&s, b)) {
            self.folds[fold] = Some(s);
        }
    }

    /// Offers a heat-map cell.
    pub fn offer_cell(&mut self, at: usize, c: HeatmapCell) {
        let wins = match &self.cells[at] {
            None => true,
            Some(b) => c.in_sample > b.in_sample || (c.in_sample == b.in_sample && c.index < b.index),
        };
        if wins {
            self.cells[at] = Some(c);
        }
    }

    /// Adds another worker's tally.
    pub fn merge(&mut self, o: Tally) {
        self.tried += o.tried;
        self.eligible += o.eligible;
        self.positive += o.positive;
        self.sharpes.merge(&o.sharpes);
        self.scores.merge(&o.scores);
        self.oos_scores.merge(&o.oos_scores);
        for s in o.top.items {
            self.top.offer(s);
        }
        for (f, s) in o.folds.into_iter().enumerate() {
            if let Some(s) = s {
                self.offer_fold(f, s);
            }
        }
        for (at, c) in o.cells.into_iter().enumerate() {
            if let Some(c) = c {
                self.offer_cell(at, c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_match_direct_formulas() {
        let pnls = [10.0, -5.0, 0.0, 20.0, -10.0];
        let mut m = Moments { years: 1.0, ..Default::default() };
        pnls.iter().for_each(|p| m.add(*p));
        // Same figures as stats::tests::reference_statistics_by_hand.
        let std = 145f64.sqrt();
        assert!((m.sharpe() - 3.0 / std * 5f64.sqrt()).abs() < 1e-12);
        assert_eq!(m.objective(Objective::ProfitFactor), 2.0);
        assert_eq!(m.objective(Objective::WinRate), 40.0);
        assert_eq!(m.objective(Objective::TotalPnl), 15.0);
        // Population skewness and kurtosis by hand: deviations 7, -8, -3, 17, -13.
        let d = [7.0f64, -8.0, -3.0, 17.0, -13.0];
        let m2 = d.iter().map(|x| x * x).sum::<f64>() / 5.0;
        let m3 = d.iter().map(|x| x.powi(3)).sum::<f64>() / 5.0;
        let m4 = d.iter().map(|x| x.powi(4)).sum::<f64>() / 5.0;
        let (skew, kurt) = m.shape();
        assert!((skew - m3 / m2.powf(1.5)).abs() < 1e-9);
        assert!((kurt - m4 / (m2 * m2)).abs() < 1e-9);
        // Splitting the trades and merging gives the same sums.
        let (mut a, mut b) =
            (Moments { years: 0.5, ..Default::default() }, Moments { years: 0.5, ..Default::default() });
        pnls[..2].iter().for_each(|p| a.add(*p));
        pnls[2..].iter().for_each(|p| b.add(*p));
        assert_eq!(a.merge(&b), m);
    }

    #[test]
    fn running_variance_merges_and_top_k_keeps_the_best() {
        let xs = [1.0, 4.0, 2.0, 8.0, 5.0, 7.0];
        let mut all = Running::default();
        xs.iter().for_each(|x| all.add(*x));
        let (mut a, mut b) = (Running::default(), Running::default());
        xs[..2].iter().for_each(|x| a.add(*x));
        xs[2..].iter().for_each(|x| b.add(*x));
        a.merge(&b);
        let mean = xs.iter().sum::<f64>() / 6.0;
        let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / 5.0;
        assert!((a.variance() - var).abs() < 1e-12 && (all.variance() - var).abs() < 1e-12);
        let mut top = TopK::new(3);
        for (i, s) in [3.0, 9.0, 1.0, 9.0, 5.0].into_iter().enumerate() {
            top.offer(Scored {
                index: i as u64,
                score: s,
                in_sample: Moments::default(),
                out_of_sample: Moments::default(),
            });
        }
        let order: Vec<u64> = top.items().iter().map(|s| s.index).collect();
        assert_eq!(order, [1, 3, 4]);
    }
}
