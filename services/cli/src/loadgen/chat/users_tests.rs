//! Unit tests of `users.rs` (kept apart so the module reads as one idea).

use super::*;

#[test]
fn dice_are_uniform_enough_and_deterministic() {
    let mut a = Dice(1);
    let mut b = Dice(1);
    let rolls: Vec<f64> = (0..10_000).map(|_| a.roll()).collect();
    assert!(rolls.iter().all(|r| (0.0..1.0).contains(r)));
    let below = rolls.iter().filter(|r| **r < 0.1).count();
    assert!((800..1200).contains(&below), "{below}");
    assert_eq!(b.roll(), rolls[0]);
}

#[test]
fn merged_tallies_add_up() {
    let mut a = Tally { streams_opened: 2, dropped: 1, ..Default::default() };
    a.error("x");
    let mut b = Tally { streams_opened: 3, delivery_ns: vec![5], ..Default::default() };
    b.error("x");
    b.error("y");
    a.merge(b);
    assert_eq!((a.streams_opened, a.dropped, a.delivery_ns.len()), (5, 1, 1));
    assert_eq!((a.errors["x"], a.errors["y"]), (2, 1));
}
