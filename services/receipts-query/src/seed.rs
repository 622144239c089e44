//! Deterministic sample data: `barb receipts seed --users N --receipts-per-user N`.
//!
//! Same arguments, same rows (ids included), on every machine: all randomness
//! comes from [`prng::SplitMix64`] streams derived from the seed and the user
//! number, so user 0 gets the same receipts whether 1 or 100 users are seeded.
//! The catalogue (categories and items) is shared by all users and its ids are
//! derived from the names, so seeding more users later reuses it.
//!
//! Amounts add up by construction: prices and amounts are computed in whole
//! kopecks, `amount = round(quantity × price)`, `total = Σ amount` and
//! `items_count` = number of lines.
//!
//! Re-seeding replaces the seeded users' receipts and labels (and nothing
//! else), so it is idempotent. Rows are loaded with `COPY` in one transaction.

pub mod data;
pub mod prng;

use std::fmt::Write as _;

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::user::UserId;
use data::{CATALOGUE, Cat, LABELS, SHOPS, UNCATEGORISED};
use prng::SplitMix64;

/// Most users one call may seed.
pub const MAX_USERS: u32 = 100_000;
/// Most receipts one call may seed in total (≈ 10 lines each).
pub const MAX_TOTAL_RECEIPTS: u64 = 5_000_000;
/// Days covered by the receipts, ending the day before [`END_DATE`].
pub const DAYS: i64 = 730;
/// First day after the seeded period (Moscow calendar).
pub const END_DATE: (i32, u32, u32) = (2025, 7, 1);
/// Rows buffered before a `COPY` round trip.
const FLUSH_LINES: usize = 100_000;

/// Seeder arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedOptions {
    /// Number of users.
    pub users: u32,
    /// Receipts per user.
    pub receipts_per_user: u32,
    /// Seed of all random choices.
    pub seed: u64,
}

/// Seeder failures.
#[derive(Debug, thiserror::Error)]
pub enum SeedError {
    /// The arguments are out of range.
    #[error("invalid seed arguments: {0}")]
    InvalidArguments(String),
    /// The database rejected or lost the load.
    #[error("database error while seeding: {0}")]
    Database(#[from] sqlx::Error),
}

/// What was written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SeedReport {
    /// The seeded users' ids, in order.
    pub users: Vec<UserId>,
    /// Categories in the catalogue.
    pub products: u64,
    /// Items in the catalogue.
    pub items: u64,
    /// Labels created.
    pub labels: u64,
    /// Label assignments created.
    pub item_labels: u64,
    /// Receipts created.
    pub receipts: u64,
    /// Receipt lines created.
    pub receipt_items: u64,
}

/// The id the seeder gives user number `index` (0-based) under `seed`.
pub fn user_id(seed: u64, index: u32) -> UserId {
    let id = SplitMix64::derive(seed, 0x5553_4552, u64::from(index)).uuid();
    UserId::new(id).expect("a v4 uuid is never nil")
}

/// Seeds `opts.users` users into the (migrated) database.
pub async fn seed(pool: &PgPool, opts: &SeedOptions) -> Result<SeedReport, SeedError> {
    validate(opts)?;
    let catalogue = Catalogue::build();
    let users: Vec<UserId> = (0..opts.users).map(|i| user_id(opts.seed, i)).collect();
    let mut report = SeedReport {
        users: users.clone(),
        products: catalogue.products.len() as u64,
        items: catalogue.items.len() as u64,
        ..SeedReport::default()
    };
    let mut tx = pool.begin().await?;
    insert_catalogue(&mut tx, &catalogue).await?;
    let ids: Vec<Uuid> = users.iter().map(|u| u.as_uuid()).collect();
    sqlx::query("DELETE FROM receipts WHERE user_id = ANY($1)").bind(&ids).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM labels WHERE user_id = ANY($1)").bind(&ids).execute(&mut *tx).await?;
    let mut buf = Buffers::default();
    for (index, user) in users.iter().enumerate() {
        generate_user(&catalogue, opts, index as u32, *user, &mut buf, &mut report);
        if buf.lines >= FLUSH_LINES {
            buf.flush(&mut tx).await?;
        }
    }
    buf.flush(&mut tx).await?;
    tx.commit().await?;
    // Fresh statistics so the planner sees the new volume right away.
    sqlx::query("ANALYZE products, items, receipts, receipt_items, labels, item_labels").execute(pool).await?;
    Ok(report)
}

fn validate(opts: &SeedOptions) -> Result<(), SeedError> {
    if opts.users == 0 || opts.users > MAX_USERS {
        return Err(SeedError::InvalidArguments(format!(
            "--users must be between 1 and {MAX_USERS}, got {}",
            opts.users
        )));
    }
    let total = u64::from(opts.users) * u64::from(opts.receipts_per_user);
    if total > MAX_TOTAL_RECEIPTS {
        return Err(SeedError::InvalidArguments(format!(
            "users × receipts-per-user = {total}; at most {MAX_TOTAL_RECEIPTS} receipts per call"
        )));
    }
    Ok(())
}

/// FNV-1a, for ids derived from names.
fn fnv1a(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0xFF)) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }
    h
}

fn name_uuid(parts: &[&str]) -> Uuid {
    SplitMix64::new(fnv1a(parts)).uuid()
}

struct ProductRow {
    id: Uuid,
    name: &'static str,
    parent: Option<Uuid>,
}

struct ItemDef {
    id: Uuid,
    name: String,
    product: Option<Uuid>,
    /// Shelf price in kopecks (per kg for weighed goods).
    price: f64,
    weighed: bool,
    /// Category names from the root down.
    chain: Vec<&'static str>,
}

struct Catalogue {
    products: Vec<ProductRow>,
    items: Vec<ItemDef>,
}

impl Catalogue {
    fn build() -> Self {
        let mut c = Catalogue { products: Vec::new(), items: Vec::new() };
        for root in CATALOGUE {
            c.add(root, None, Vec::new());
        }
        for (name, price) in UNCATEGORISED {
            c.items.push(ItemDef {
                id: name_uuid(&["item", name]),
                name: name.to_string(),
                product: None,
                price: price * 100.0,
                weighed: false,
                chain: Vec::new(),
            });
        }
        c
    }

    fn add(&mut self, cat: &'static Cat, parent: Option<Uuid>, mut chain: Vec<&'static str>) {
        chain.push(cat.name);
        let id = name_uuid(&chain);
        self.products.push(ProductRow { id, name: cat.name, parent });
        for (template, price) in cat.items {
            let brands: Vec<&str> = if template.contains("{b}") { cat.brands.to_vec() } else { vec![""] };
            for brand in brands {
                let name = template.replace("{b}", brand).replace("  ", " ").replace(" ,", ",");
                let factor = if brand.is_empty() { 1.0 } else { 0.85 + (fnv1a(&[brand]) % 45) as f64 / 100.0 };
                self.items.push(ItemDef {
                    id: name_uuid(&["item", &name]),
                    weighed: name.ends_with(", кг"),
                    name,
                    product: Some(id),
                    price: price * 100.0 * factor,
                    chain: chain.clone(),
                });
            }
        }
        for child in cat.children {
            self.add(child, Some(id), chain.clone());
        }
    }
}

async fn insert_catalogue(tx: &mut sqlx::PgConnection, c: &Catalogue) -> Result<(), sqlx::Error> {
    let ids: Vec<Uuid> = c.products.iter().map(|p| p.id).collect();
    let names: Vec<&str> = c.products.iter().map(|p| p.name).collect();
    let parents: Vec<Option<Uuid>> = c.products.iter().map(|p| p.parent).collect();
    sqlx::query(
        "INSERT INTO products (id, name, parent_id) SELECT * FROM UNNEST($1::uuid[], $2::text[], $3::uuid[]) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&ids)
    .bind(&names)
    .bind(&parents)
    .execute(&mut *tx)
    .await?;
    let ids: Vec<Uuid> = c.items.iter().map(|i| i.id).collect();
    let names: Vec<&str> = c.items.iter().map(|i| i.name.as_str()).collect();
    let products: Vec<Option<Uuid>> = c.items.iter().map(|i| i.product).collect();
    sqlx::query(
        "INSERT INTO items (id, name, product_id) SELECT * FROM UNNEST($1::uuid[], $2::text[], $3::uuid[]) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&ids)
    .bind(&names)
    .bind(&products)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// COPY text-format buffers, flushed parents first so foreign keys hold.
#[derive(Default)]
struct Buffers {
    labels: String,
    item_labels: String,
    receipts: String,
    receipt_items: String,
    lines: usize,
}

impl Buffers {
    async fn flush(&mut self, tx: &mut sqlx::PgConnection) -> Result<(), sqlx::Error> {
        let copies = [
            ("COPY labels (id, user_id, name, color) FROM STDIN", std::mem::take(&mut self.labels)),
            ("COPY item_labels (item_id, label_id, user_id) FROM STDIN", std::mem::take(&mut self.item_labels)),
            (
                "COPY receipts (id, user_id, date, shop, total, receipt_number, items_count) FROM STDIN",
                std::mem::take(&mut self.receipts),
            ),
            (
                "COPY receipt_items (id, receipt_id, item_id, quantity, price, amount, user_id) FROM STDIN",
                std::mem::take(&mut self.receipt_items),
            ),
        ];
        for (statement, data) in copies {
            if data.is_empty() {
                continue;
            }
            let mut copy = tx.copy_in_raw(statement).await?;
            copy.send(data.into_bytes()).await?;
            copy.finish().await?;
        }
        self.lines = 0;
        Ok(())
    }
}

/// Escapes text for COPY's text format.
fn copy_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

fn kopecks(k: i64) -> String {
    format!("{}.{:02}", k / 100, k % 100)
}

/// Shelf-style price: whole rubles ending in .99 above 30 ₽, kopecks below.
fn shelf_price(kop: f64) -> i64 {
    let k = kop.round().max(1.0) as i64;
    if k >= 3000 { (k / 100) * 100 + 99 } else { k }
}

fn period_start() -> DateTime<Utc> {
    let (y, m, d) = END_DATE;
    let end = NaiveDate::from_ymd_opt(y, m, d).expect("valid constant date");
    let start = end - Duration::days(DAYS);
    chrono_tz::Europe::Moscow
        .from_local_datetime(&start.and_hms_opt(0, 0, 0).expect("midnight exists"))
        .earliest()
        .expect("Moscow has no DST gaps")
        .with_timezone(&Utc)
}

/// Generates one user's labels, label assignments, receipts and lines into `buf`.
fn generate_user(
    c: &Catalogue,
    opts: &SeedOptions,
    index: u32,
    user: UserId,
    buf: &mut Buffers,
    report: &mut SeedReport,
) {
    let mut rng = SplitMix64::derive(opts.seed, 0x5245_4345, u64::from(index));
    let with_kids = rng.chance(0.5);
    // Everyone has a few regular shops and regular items.
    let shop_weights: Vec<f64> = SHOPS.iter().map(|(_, _, pop)| pop * (0.1 + 3.0 * rng.unit()).powi(2)).collect();
    let item_weights: Vec<f64> = c
        .items
        .iter()
        .map(|it| {
            if it.product.is_none() {
                return 0.0; // bags are added separately
            }
            let kids = it.chain.first() == Some(&"Детские товары");
            if kids && !with_kids {
                return 0.0;
            }
            let regular = rng.chance(0.3);
            // Coffee beans and nappies are bought, just less often than milk.
            let affordability = (30_000.0 / it.price).min(1.0);
            (if regular { 8.0 } else { 1.0 }) * (if kids { 2.0 } else { 1.0 }) * affordability * (0.5 + rng.unit())
        })
        .collect();
    let cumulative: Vec<f64> = item_weights
        .iter()
        .scan(0.0, |acc, w| {
            *acc += w;
            Some(*acc)
        })
        .collect();
    let total_weight = *cumulative.last().unwrap_or(&0.0);

    write_labels(c, &mut rng, user, &item_weights, buf, report);

    let start = period_start();
    let bag = c.items.iter().position(|i| i.name.starts_with("Пакет-майка")).expect("bag item exists");
    let mut picked: Vec<usize> = Vec::with_capacity(48);
    for _ in 0..opts.receipts_per_user {
        let receipt_id = rng.uuid();
        let day = rng.below(DAYS as u64) as i64;
        let minute = rng.range(8 * 60, 23 * 60 - 1) as i64;
        let second = rng.below(60) as i64;
        let date = start + Duration::days(day) + Duration::minutes(minute) + Duration::seconds(second);
        let shop = rng.weighted(&shop_weights);
        let (shop_name, shop_factor, _) = SHOPS[shop];
        let inflation = 1.0 + 0.09 * day as f64 / 365.0;
        let count = (1.0 + (-(1.0 - rng.unit()).ln() * 9.0)).min(40.0) as usize;
        picked.clear();
        for _ in 0..count {
            let x = rng.unit() * total_weight;
            let i = cumulative.partition_point(|c| *c <= x).min(c.items.len() - 1);
            if !picked.contains(&i) && item_weights[i] > 0.0 {
                picked.push(i);
            }
        }
        if rng.chance(0.4) {
            picked.push(bag);
        }
        let mut total = 0i64;
        for &i in &picked {
            let item = &c.items[i];
            let noise = 0.97 + 0.06 * rng.unit();
            let price = shelf_price(item.price * shop_factor * inflation * noise);
            let quantity_milli: i64 = if item.weighed {
                rng.range(200, 2500) as i64
            } else if item.price > 50_000.0 {
                1000
            } else {
                1000 * match rng.below(100) {
                    0..70 => 1,
                    70..90 => 2,
                    90..97 => 3,
                    _ => rng.range(4, 6) as i64,
                }
            };
            let amount = (price * quantity_milli + 500) / 1000;
            total += amount;
            let _ = writeln!(
                buf.receipt_items,
                "{}\t{receipt_id}\t{}\t{}.{:03}\t{}\t{}\t{user}",
                rng.uuid(),
                item.id,
                quantity_milli / 1000,
                quantity_milli % 1000,
                kopecks(price),
                kopecks(amount)
            );
        }
        let number = if rng.chance(0.03) {
            "\\N".to_string()
        } else {
            format!("{:04}/{:05}", rng.range(1, 12), rng.range(1, 99_999))
        };
        let _ = writeln!(
            buf.receipts,
            "{receipt_id}\t{user}\t{}\t{}\t{}\t{number}\t{}",
            date.format("%Y-%m-%d %H:%M:%S+00"),
            copy_text(shop_name),
            kopecks(total),
            picked.len()
        );
        report.receipts += 1;
        report.receipt_items += picked.len() as u64;
        buf.lines += picked.len() + 1;
    }
}

/// The user's labels, and labels on the items they buy that suit them.
fn write_labels(
    c: &Catalogue,
    rng: &mut SplitMix64,
    user: UserId,
    weights: &[f64],
    buf: &mut Buffers,
    report: &mut SeedReport,
) {
    for (li, (name, color, categories)) in LABELS.iter().enumerate() {
        // Everyone has "Завтрак"; other labels are personal choices.
        if li > 0 && !rng.chance(0.8) {
            continue;
        }
        let label_id = rng.uuid();
        let color = color.map(copy_text).unwrap_or_else(|| "\\N".to_string());
        let _ = writeln!(buf.labels, "{label_id}\t{user}\t{}\t{color}", copy_text(name));
        report.labels += 1;
        for (item, w) in c.items.iter().zip(weights) {
            if *w <= 0.0 || !item.chain.iter().any(|cat| categories.contains(cat)) {
                continue;
            }
            let p = if *w >= 4.0 { 0.7 } else { 0.15 };
            if rng.chance(p) {
                let _ = writeln!(buf.item_labels, "{}\t{label_id}\t{user}", item.id);
                report.item_labels += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_is_three_levels_with_unique_ids_and_names() {
        let c = Catalogue::build();
        let mut ids: Vec<Uuid> = c.products.iter().map(|p| p.id).chain(c.items.iter().map(|i| i.id)).collect();
        let n = ids.len();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), n, "ids are unique");
        let mut names: Vec<&str> = c.items.iter().map(|i| i.name.as_str()).collect();
        names.sort();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "item names are unique");
        assert!(c.items.iter().any(|i| i.name == "Молоко 2,5% пастеризованное Простоквашино 930 мл"));
        assert_eq!(c.items.iter().map(|i| i.chain.len()).max(), Some(3));
        assert!(c.items.iter().any(|i| i.chain.len() == 2), "some items sit on the second level");
        assert!(c.items.iter().all(|i| !i.name.contains("{b}") && !i.name.contains("  ")));
        assert!(c.items.len() > 150, "{}", c.items.len());
    }

    #[test]
    fn generation_is_deterministic_and_adds_up() {
        let c = Catalogue::build();
        let opts = SeedOptions { users: 2, receipts_per_user: 50, seed: 7 };
        let run = || {
            let mut buf = Buffers::default();
            let mut report = SeedReport::default();
            generate_user(&c, &opts, 1, user_id(7, 1), &mut buf, &mut report);
            (buf.receipts, buf.receipt_items, buf.labels, buf.item_labels, report)
        };
        let a = run();
        assert_eq!(a, run());
        assert_eq!(a.4.receipts, 50);
        // Totals equal the sum of line amounts; amounts equal quantity × price.
        let mut sums = std::collections::HashMap::<String, i64>::new();
        for line in a.1.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            let kop = |s: &str| -> i64 { s.replace('.', "").parse().unwrap() };
            let qty: i64 = f[3].replace('.', "").parse().unwrap();
            assert_eq!((kop(f[4]) * qty + 500) / 1000, kop(f[5]), "{line}");
            *sums.entry(f[1].to_string()).or_default() += kop(f[5]);
        }
        for line in a.0.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(sums[f[0]], f[4].replace('.', "").parse::<i64>().unwrap(), "{line}");
        }
        assert_ne!(user_id(7, 0), user_id(7, 1));
        assert_ne!(user_id(7, 0), user_id(8, 0));
    }

    #[test]
    fn arguments_are_validated() {
        assert!(validate(&SeedOptions { users: 0, receipts_per_user: 1, seed: 1 }).is_err());
        assert!(validate(&SeedOptions { users: 100_000, receipts_per_user: 1_000, seed: 1 }).is_err());
        assert!(validate(&SeedOptions { users: 10, receipts_per_user: 10_000, seed: 1 }).is_ok());
    }
}
