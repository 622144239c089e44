//! Token usage and cost of a turn, priced from a model price table.
//!
//! Prices are USD per million tokens for input, output, cache reads and cache
//! writes. Built-in prices cover common models; `LLM_PRICES` adds or overrides
//! entries as `model=input/output/cache_read/cache_write` separated by `;`
//! (e.g. `my-model=1/2/0.1/1.25`). A model matches its own entry or the longest
//! entry it starts with (`claude-sonnet-4-5-20250929` → `claude-sonnet-4-5`);
//! an unknown model costs 0 (and start-up logs a warning).

use crate::provider::TokenUsage;

/// Prices of one model in USD per million tokens.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Price {
    /// Uncached input.
    pub input: f64,
    /// Output.
    pub output: f64,
    /// Cache reads.
    pub cache_read: f64,
    /// Cache writes.
    pub cache_write: f64,
}

/// A price table entry could not be parsed.
#[derive(Debug, thiserror::Error, PartialEq)]
#[error("invalid price entry {entry:?}: expected model=input/output/cache_read/cache_write in USD per million tokens")]
pub struct PriceError {
    /// The entry.
    pub entry: String,
}

/// Model name → price.
#[derive(Debug, Clone)]
pub struct PriceTable {
    entries: Vec<(String, Price)>,
}

const BUILTIN: &[(&str, [f64; 4])] = &[
    ("claude-sonnet-4-5", [3.0, 15.0, 0.30, 3.75]),
    ("claude-sonnet-4-6", [3.0, 15.0, 0.30, 3.75]),
    ("claude-sonnet-4", [3.0, 15.0, 0.30, 3.75]),
    ("claude-haiku-4-5", [0.80, 4.0, 0.08, 1.0]),
    ("claude-opus-4", [15.0, 75.0, 1.50, 18.75]),
    ("gpt-4o-mini", [0.15, 0.60, 0.075, 0.0]),
    ("gpt-4o", [2.50, 10.0, 1.25, 0.0]),
    ("gpt-4.1-mini", [0.40, 1.60, 0.10, 0.0]),
    ("gpt-4.1", [2.0, 8.0, 0.50, 0.0]),
    ("mock", [0.0, 0.0, 0.0, 0.0]),
];

impl Default for PriceTable {
    fn default() -> Self {
        let entries = BUILTIN
            .iter()
            .map(|(m, p)| (m.to_string(), Price { input: p[0], output: p[1], cache_read: p[2], cache_write: p[3] }))
            .collect();
        Self { entries }
    }
}

impl PriceTable {
    /// The built-in table with `spec` (the `LLM_PRICES` format) applied on top.
    pub fn with_overrides(spec: &str) -> Result<Self, PriceError> {
        let mut table = Self::default();
        for entry in spec.split(';').map(str::trim).filter(|e| !e.is_empty()) {
            let err = || PriceError { entry: entry.to_string() };
            let (model, prices) = entry.split_once('=').ok_or_else(err)?;
            let nums: Vec<f64> = prices
                .split('/')
                .map(|p| p.trim().parse::<f64>().ok().filter(|v| v.is_finite() && *v >= 0.0))
                .collect::<Option<_>>()
                .ok_or_else(err)?;
            let [input, output, cache_read, cache_write] = nums[..] else { return Err(err()) };
            let model = model.trim();
            if model.is_empty() {
                return Err(err());
            }
            table.entries.retain(|(m, _)| m != model);
            table.entries.push((model.to_string(), Price { input, output, cache_read, cache_write }));
        }
        Ok(table)
    }

    /// The price of `model`: exact entry, else the longest entry it starts with.
    pub fn price(&self, model: &str) -> Option<Price> {
        if let Some((_, p)) = self.entries.iter().find(|(m, _)| m == model) {
            return Some(*p);
        }
        self.entries.iter().filter(|(m, _)| model.starts_with(m.as_str())).max_by_key(|(m, _)| m.len()).map(|(_, p)| *p)
    }

    /// Cost in USD of `usage` on `model` (0 for unknown models).
    pub fn cost(&self, model: &str, usage: &TokenUsage) -> f64 {
        let Some(p) = self.price(model) else { return 0.0 };
        let per = |tokens: u64, price: f64| tokens as f64 * price / 1_000_000.0;
        per(usage.input_tokens, p.input)
            + per(usage.output_tokens, p.output)
            + per(usage.cache_read_tokens, p.cache_read)
            + per(usage.cache_write_tokens, p.cache_write)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_by_exact_and_prefix_match() {
        let t = PriceTable::default();
        assert_eq!(t.price("claude-sonnet-4-5").unwrap().input, 3.0);
        assert_eq!(t.price("claude-sonnet-4-5-20250929").unwrap().cache_write, 3.75);
        // Longest prefix wins: gpt-4o-mini is not priced as gpt-4o.
        assert_eq!(t.price("gpt-4o-mini-2024").unwrap().input, 0.15);
        assert!(t.price("llama3").is_none());
    }

    #[test]
    fn cost_sums_the_four_token_kinds() {
        let t = PriceTable::default();
        let u = TokenUsage {
            input_tokens: 1_000_000,
            output_tokens: 100_000,
            cache_read_tokens: 1_000_000,
            cache_write_tokens: 0,
        };
        let c = t.cost("claude-sonnet-4-5", &u);
        assert!((c - (3.0 + 1.5 + 0.3)).abs() < 1e-9, "{c}");
        assert_eq!(t.cost("unknown", &u), 0.0);
    }

    #[test]
    fn overrides_parse_and_replace() {
        let t = PriceTable::with_overrides(" llama3 = 1/2/0.5/0 ; claude-sonnet-4-5=1/1/1/1").unwrap();
        assert_eq!(t.price("llama3:8b").unwrap().output, 2.0);
        assert_eq!(t.price("claude-sonnet-4-5").unwrap().input, 1.0);
        for bad in ["x=1/2/3", "x", "=1/2/3/4", "x=a/b/c/d", "x=-1/0/0/0"] {
            assert!(PriceTable::with_overrides(bad).is_err(), "{bad}");
        }
    }
}
