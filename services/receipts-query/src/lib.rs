//! Safe, whitelisted queries over the Postgres receipts database — the
//! `describe_data` and `query_receipts` tools of the chat, as a library, a
//! gRPC service (`receipts-query`) and `barb receipts` CLI commands.
//!
//! The model gets two universal tools instead of many special ones: it learns
//! the schema, example items and statistics from `describe_data`, then asks
//! one JSON query per question. Totals, means, per-month or per-shop figures
//! are computed here (`aggregate`), never by the model.
//!
//! # Query object
//!
//! Listing:
//! ```json
//! {"table": "receipts",
//!  "columns": ["date", "shop", "total"],
//!  "where": [{"column": "shop", "op": "=", "value": "Пятёрочка"},
//!            {"column": "date", "op": "=", "value": "2024-11"}],
//!  "order_by": [{"column": "total", "direction": "desc"}],
//!  "limit": 10}
//! ```
//! - `table` (required): `receipts`, `receipt_items`, `items`, `products`, `labels`, `item_labels`.
//! - `columns`: columns or relation paths; default all columns of the table.
//! - `where`: conditions, all of which must hold. `op` is one of `=`, `!=`, `>`,
//!   `<`, `>=`, `<=`, `ILIKE`, `IN`, `IS NULL`, `IS NOT NULL` (case-insensitive;
//!   `==` and `<>` are accepted too). uuid columns take `= != IN IS NULL IS NOT NULL`,
//!   number and date columns everything but `ILIKE`, text everything.
//! - `order_by`: `[{column, direction: "asc"|"desc"}]` (a bare string means asc);
//!   the table's key is always appended so pages are deterministic.
//! - `limit`: 1–100, default 20. The response says how many rows matched in
//!   total (`total_rows`) and whether the list was cut (`truncated`), and
//!   the currency of each money column (`currency`: `{"total": "RUB"}`;
//!   [`catalog::CURRENCY`]), so an answer cannot pass roubles off as dollars.
//!
//! Aggregate:
//! ```json
//! {"table": "receipt_items",
//!  "aggregate": [{"fn": "sum", "column": "amount", "as": "spent"}, {"fn": "count"}],
//!  "group_by": ["receipt.date:month", "item.product.parent.name"],
//!  "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"}],
//!  "order_by": [{"column": "spent", "direction": "desc"}],
//!  "limit": 50}
//! ```
//! - `aggregate`: one object or a list of `{fn, column?, as?}`; `fn` is `count`
//!   (rows, or non-null values of `column`), `count_distinct`, `sum`, `avg`
//!   (rounded to 4 decimals), `min` or `max`. `sum`/`avg` need a number column,
//!   `min`/`max` a number, date or text column.
//! - `group_by`: columns or paths (a string or a list, at most 4); a date column
//!   may carry a period suffix `:day`, `:week`, `:month`, `:year`, giving the
//!   period's first day. To-many paths are allowed here (see below).
//! - Output columns: the `group_by` entries as written, then each aggregate
//!   named by `as` or `fn(column)` (`count(*)` without a column). `order_by`
//!   names output columns; by default time buckets ascend, other groups are
//!   sorted by the first aggregate, largest first.
//! - At most 1000 groups (`limit` 1–1000, default 1000); `truncated` says
//!   when there were more.
//!
//! # Relation paths
//!
//! A column may be a path through relations: `receipt_items` has `receipt` and
//! `item`, `items` has `product`, `products` has `parent`, `item_labels` has
//! `item` and `label`; so `receipt.shop`, `item.name`, `item.product.name` and
//! `item.product.parent.name` work from `receipt_items` anywhere a column is
//! accepted. To-many relations — `items.labels` (the user's labels),
//! `items.lines` and `receipts.lines` (receipt lines), and `products.ancestors`
//! (the category itself and all its parents) — work in two places:
//! - in `where` a row matches when any related row fits, so
//!   `item.product.ancestors.name = "Молочные продукты"` selects dairy and every
//!   sub-category of it;
//! - in `group_by` a row counts **once in every group it belongs to**: with
//!   `"group_by": "item.labels.name"` a receipt line whose item carries the
//!   labels Завтрак and Для детей adds its amount to both groups, and
//!   `item.product.ancestors.name` gives every category the total of its whole
//!   subtree (a dairy line counts for "Молоко пастеризованное", "Молоко" and
//!   "Молочные продукты"). Rows without any related row (an unlabelled item)
//!   form the group `null`. **Group totals may therefore add up to more than
//!   the grand total**; ask without the to-many key for the total. Several
//!   to-many keys combine (a row counts once per distinct combination), and a
//!   `where` condition on a to-many path selects rows, not groups: the groups
//!   of a selected row are all its related rows.
//!
//! A path follows at most one to-many relation (plus `ancestors` after it), and
//! never in `columns`, `order_by` of a listing or an aggregate's `column`.
//!
//! # Values
//!
//! Values are type-checked against the column and always bound as parameters.
//! Numbers are JSON numbers (numeric strings are accepted); uuids are strings;
//! dates are `YYYY-MM-DD`, `YYYY-MM` or `YYYY` — a whole day, month or year in the
//! configured time zone (`RECEIPTS_TIME_ZONE`, default Europe/Moscow), where `=`
//! means "within", `>` "after", `<=` "up to the end of" — or an RFC 3339 instant.
//! `ILIKE` patterns are used as given (`%`, `_` wildcards); `IN` takes an
//! array, and an empty array matches nothing.
//!
//! # Errors
//!
//! Every rejection is a [`QueryError`] with a stable code — `invalid_query`,
//! `unknown_table`, `unknown_column`, `invalid_operator`, `invalid_value`,
//! `limit_out_of_range`, `invalid_aggregate`, `query_too_large` — a location
//! such as `where[1].op`, and a hint naming what is allowed, with a "did you
//! mean" suggestion for misspellings.
//!
//! # Isolation
//!
//! Every call takes a [`UserId`]. The SQL builder binds it as `$1` and filters
//! the base table (and every to-many sub-query) by it: receipts and labels by
//! their `user_id`, receipt lines and label assignments through those, items
//! and categories through the user's receipts and labels. There is no API that
//! builds SQL without a user.
//!
//! PostgreSQL enforces the same boundary a second time ([`roles`]): every
//! query transaction runs as the `barb_receipts_reader` role, which may only
//! `SELECT`, with the caller set for row-level security policies on receipts,
//! receipt lines, labels and label assignments (migration 0002). A statement
//! that omitted or forged its owner filter would still see only the caller's
//! rows; with no caller set it sees none. Items and categories are a shared
//! catalogue without an owner, so only the builder's scope limits them.
//!
//! # Configuration (service and `barb receipts`)
//!
//! `DATABASE_URL`: the login queries use; in production a role that is a
//! member of `barb_receipts_reader` and nothing else (the service warns at
//! start-up when it could write or bypass row-level security, and refuses to
//! start when it is not a member). `MIGRATION_DATABASE_URL`: the schema owner,
//! used only to apply migrations at start-up (and by `barb receipts
//! migrate|seed`); unset, the service applies pending migrations with
//! `DATABASE_URL` — which works only when that login owns the schema — and
//! starts without touching the schema when it is already current (a read-only
//! login behind a separate migration step). `RECEIPTS_TIME_ZONE` (calendar of date values and periods,
//! default Europe/Moscow); `RECEIPTS_STATEMENT_TIMEOUT_MS` (default 10000;
//! longer queries fail with `query_timeout`); `RECEIPTS_RANDOM_PAGE_COST`
//! (planner setting for the engine's read-only transactions, default 1.1,
//! `off` keeps the server's); `DATABASE_MAX_CONNECTIONS` (16),
//! `DATABASE_ACQUIRE_TIMEOUT_MS` (5000), and for the service
//! `DATABASE_STARTUP_TIMEOUT_MS` (60000: how long start-up retries the
//! migrations while the database is unreachable). `PGPASSFILE`: the logins'
//! passwords, kept out of the URLs (libpq's format; refused at start-up unless
//! private). Service identity: `INTERNAL_AUTH_TOKEN` and/or mTLS
//! (`INTERNAL_TLS_*`; only the chat orchestrator and `ops` may call), see
//! SECURITY.md.
//!
//! # Testing and fuzzing
//!
//! The integration tests run against a throwaway PostgreSQL (the `barb-tests`
//! harness), as a read-only login, so every query test also passes through the
//! reader role and row-level security. `tests/plan_fuzz.rs` holds property
//! tests of the planner and SQL builder (proptest): generated query objects —
//! mostly grammatical, every part sometimes wrong, plus arbitrary JSON and
//! text — never panic, are either a typed error or statements that keep the
//! builder's rules (user id as `$1` and scoped, every placeholder bound, no
//! request text in the SQL), and the accepted ones execute on PostgreSQL. The
//! normal suite runs 3000 plans (`RECEIPTS_FUZZ_CASES`) and 200 executed ones
//! (`RECEIPTS_FUZZ_DB_CASES`); the long run of 10M plans is
//! `deploy/fuzz.sh --only receipts` (SECURITY.md, "Fuzzing"), by hand:
//!
//! ```sh
//! RECEIPTS_FUZZ_CASES=10000000 cargo test --release -p receipts-query --test plan_fuzz \
//!     plans_never_panic -- --nocapture
//! ```
//!
//! which prints how many plans were accepted and rejected and how long it took.

pub mod catalog;
pub mod config;
pub mod describe;
pub mod engine;
pub mod error;
pub mod migrate;
pub mod plan;
pub mod result;
pub mod roles;
pub mod seed;
pub mod service;
pub mod sql;
pub mod tool;
pub mod user;

pub use describe::Description;
pub use engine::{EngineSettings, ReceiptsEngine};
pub use error::{Error, ErrorCode, QueryError};
pub use result::{Cell, QueryResult};
pub use user::UserId;
