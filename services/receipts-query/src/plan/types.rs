//! What a validated plan is made of: operators, typed values, resolved paths,
//! filters, groups, aggregates and the plan itself.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::catalog::{Column, Relation, Table, ValueKind};

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `=`
    Eq,
    /// `!=`
    Ne,
    /// `>`
    Gt,
    /// `<`
    Lt,
    /// `>=`
    Ge,
    /// `<=`
    Le,
    /// `ILIKE` (text only; `%` and `_` wildcards as given).
    ILike,
    /// `IN` a list; an empty list matches nothing.
    In,
    /// `IS NULL`
    IsNull,
    /// `IS NOT NULL`
    IsNotNull,
}

/// Every operator's spelling, in documentation order.
pub const OPERATORS: &[&str] = &["=", "!=", ">", "<", ">=", "<=", "ILIKE", "IN", "IS NULL", "IS NOT NULL"];

impl Op {
    /// The canonical spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Op::Eq => "=",
            Op::Ne => "!=",
            Op::Gt => ">",
            Op::Lt => "<",
            Op::Ge => ">=",
            Op::Le => "<=",
            Op::ILike => "ILIKE",
            Op::In => "IN",
            Op::IsNull => "IS NULL",
            Op::IsNotNull => "IS NOT NULL",
        }
    }

    pub(super) fn parse(text: &str) -> Option<Op> {
        let norm = text.split_whitespace().collect::<Vec<_>>().join(" ").to_uppercase();
        Some(match norm.as_str() {
            "=" | "==" => Op::Eq,
            "!=" | "<>" => Op::Ne,
            ">" => Op::Gt,
            "<" => Op::Lt,
            ">=" => Op::Ge,
            "<=" => Op::Le,
            "ILIKE" => Op::ILike,
            "IN" => Op::In,
            "IS NULL" => Op::IsNull,
            "IS NOT NULL" => Op::IsNotNull,
            _ => return None,
        })
    }
}

/// The operators a value kind accepts.
pub fn operators_for(kind: ValueKind) -> &'static [&'static str] {
    match kind {
        ValueKind::Uuid => &["=", "!=", "IN", "IS NULL", "IS NOT NULL"],
        ValueKind::Date | ValueKind::Number => &["=", "!=", ">", "<", ">=", "<=", "IN", "IS NULL", "IS NOT NULL"],
        ValueKind::Text => OPERATORS,
    }
}

/// A typed, validated value.
#[derive(Debug, Clone, PartialEq)]
pub enum Scalar {
    /// A UUID.
    Uuid(Uuid),
    /// Text.
    Text(String),
    /// A decimal number in canonical text form (bound as `numeric`).
    Number(String),
    /// An exact instant.
    Instant(DateTime<Utc>),
    /// A calendar period `[start, end)`: a year, a month or a day in the configured time zone.
    Period {
        /// First instant of the period.
        start: DateTime<Utc>,
        /// First instant after the period.
        end: DateTime<Utc>,
    },
}

/// The right-hand side of a condition.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// `IS NULL` / `IS NOT NULL`.
    None,
    /// One value.
    One(Scalar),
    /// An `IN` list (possibly empty).
    List(Vec<Scalar>),
}

/// A resolved column reference: relation steps from the base table, then a column.
#[derive(Debug, Clone)]
pub struct Path {
    /// The path as the query wrote it (after trimming), used as the output name.
    pub text: String,
    /// Relations followed from the base table.
    pub steps: Vec<&'static Relation>,
    /// The column at the end.
    pub column: &'static Column,
}

impl Path {
    /// True when every step is to-one (the path yields at most one value per base row).
    pub fn is_to_one(&self) -> bool {
        self.steps.iter().all(|r| !r.is_to_many())
    }
}

/// One `where` condition.
#[derive(Debug, Clone)]
pub struct Filter {
    /// The column compared.
    pub path: Path,
    /// The operator.
    pub op: Op,
    /// The typed value(s).
    pub operand: Operand,
}

/// A calendar bucket for grouping a date column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    /// Calendar day.
    Day,
    /// ISO week (starting Monday).
    Week,
    /// Calendar month.
    Month,
    /// Calendar year.
    Year,
}

impl Period {
    /// The `date_trunc` field name.
    pub fn sql_field(self) -> &'static str {
        match self {
            Period::Day => "day",
            Period::Week => "week",
            Period::Month => "month",
            Period::Year => "year",
        }
    }
}

/// One `group_by` entry.
#[derive(Debug, Clone)]
pub struct Group {
    /// The grouped column.
    pub path: Path,
    /// Bucket for date columns (`receipt.date:month`).
    pub period: Option<Period>,
    /// Output column name (the entry as written).
    pub name: String,
}

/// An aggregate function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AggFn {
    /// Rows (or non-null values of a column).
    Count,
    /// Distinct non-null values of a column.
    CountDistinct,
    /// Sum of a number column.
    Sum,
    /// Mean of a number column (rounded to 4 decimals).
    Avg,
    /// Smallest value.
    Min,
    /// Largest value.
    Max,
}

/// Every aggregate function's name.
pub const AGGREGATE_FUNCTIONS: &[&str] = &["count", "count_distinct", "sum", "avg", "min", "max"];

impl AggFn {
    /// The function's name in queries and output names.
    pub fn as_str(self) -> &'static str {
        match self {
            AggFn::Count => "count",
            AggFn::CountDistinct => "count_distinct",
            AggFn::Sum => "sum",
            AggFn::Avg => "avg",
            AggFn::Min => "min",
            AggFn::Max => "max",
        }
    }

    pub(super) fn parse(text: &str) -> Option<AggFn> {
        Some(match text.trim().to_lowercase().as_str() {
            "count" => AggFn::Count,
            "count_distinct" => AggFn::CountDistinct,
            "sum" => AggFn::Sum,
            "avg" => AggFn::Avg,
            "min" => AggFn::Min,
            "max" => AggFn::Max,
            _ => return None,
        })
    }
}

/// One aggregate output column.
#[derive(Debug, Clone)]
pub struct Aggregate {
    /// The function.
    pub func: AggFn,
    /// Its argument; `None` for `count` of rows.
    pub path: Option<Path>,
    /// Output column name (`as`, or `fn(column)`).
    pub name: String,
}

/// One ORDER BY key of a listing.
#[derive(Debug, Clone)]
pub struct OrderKey {
    /// The sorted column.
    pub path: Path,
    /// Descending?
    pub desc: bool,
}

/// What the query returns.
#[derive(Debug, Clone)]
pub enum Shape {
    /// Rows of the base table (and to-one related columns).
    Select {
        /// Output columns.
        columns: Vec<Path>,
        /// Ordering (the table's key is appended by the SQL builder).
        order: Vec<OrderKey>,
    },
    /// Aggregates, optionally per group.
    Aggregate {
        /// Group keys (output columns first).
        groups: Vec<Group>,
        /// Aggregates (output columns after the groups).
        aggregates: Vec<Aggregate>,
        /// Ordering as `(output column index, descending)`.
        order: Vec<(usize, bool)>,
    },
}

/// A validated query: whitelisted names and typed values only.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The base table.
    pub table: &'static Table,
    /// `where` conditions (all must hold).
    pub filters: Vec<Filter>,
    /// Listing or aggregate.
    pub shape: Shape,
    /// Maximum rows (listing) or groups (aggregate) returned.
    pub limit: u32,
}

impl Plan {
    /// Output column names, in order.
    pub fn output_names(&self) -> Vec<String> {
        match &self.shape {
            Shape::Select { columns, .. } => columns.iter().map(|p| p.text.clone()).collect(),
            Shape::Aggregate { groups, aggregates, .. } => {
                groups.iter().map(|g| g.name.clone()).chain(aggregates.iter().map(|a| a.name.clone())).collect()
            }
        }
    }

    /// The currency of each output column, in order: a money column's own,
    /// kept by `sum`, `avg`, `min` and `max` of it (and by grouping on it
    /// without a date bucket); counts have none.
    pub fn output_currencies(&self) -> Vec<Option<&'static str>> {
        match &self.shape {
            Shape::Select { columns, .. } => columns.iter().map(|p| p.column.currency).collect(),
            Shape::Aggregate { groups, aggregates, .. } => groups
                .iter()
                .map(|g| g.path.column.currency)
                .chain(aggregates.iter().map(|a| match a.func {
                    AggFn::Count | AggFn::CountDistinct => None,
                    AggFn::Sum | AggFn::Avg | AggFn::Min | AggFn::Max => {
                        a.path.as_ref().and_then(|p| p.column.currency)
                    }
                }))
                .collect(),
        }
    }
}
