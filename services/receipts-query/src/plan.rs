//! Turns a query object (JSON) into a validated [`Plan`].
//!
//! Every name is looked up in the [`catalog`](crate::catalog) and every value is
//! parsed into the type of the column it is compared with, so a plan can only
//! contain whitelisted identifiers and typed values. The SQL builder then never
//! sees request text except as bound parameters.

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;
use serde_json::{Map, Value};
use uuid::Uuid;

use crate::catalog::{self, Column, ColumnType, Relation, RelationKind, Table, ValueKind};
use crate::error::{ErrorCode, QueryError};
use barb_common::input::{self, Object, did_you_mean, did_you_mean_prefix};

/// Rows returned by a listing when the query gives no `limit`.
pub const DEFAULT_LIMIT: u32 = 20;
/// Largest `limit` of a listing.
pub const MAX_LIMIT: u32 = 100;
/// Largest number of groups an aggregate returns (also its default `limit`).
pub const MAX_GROUPS: u32 = 1000;
/// Largest accepted query text, in bytes.
pub const MAX_QUERY_BYTES: usize = 64 * 1024;
/// Most conditions in `where`.
pub const MAX_CONDITIONS: usize = 32;
/// Most values in one `IN` list.
pub const MAX_IN_VALUES: usize = 1000;
/// Longest text value, in characters.
pub const MAX_TEXT_CHARS: usize = 1000;
const MAX_COLUMNS: usize = 32;
const MAX_ORDER_BY: usize = 8;
const MAX_GROUP_BY: usize = 4;
const MAX_AGGREGATES: usize = 8;
const MAX_PATH_CHARS: usize = 200;
const MAX_PATH_RELATIONS: usize = 4;
const MAX_ALIAS_CHARS: usize = 64;
const TOP_LEVEL_KEYS: &[&str] = &["table", "columns", "where", "order_by", "limit", "aggregate", "group_by"];

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

    fn parse(text: &str) -> Option<Op> {
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

    fn parse(text: &str) -> Option<AggFn> {
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
}

/// Parses and validates query text.
pub fn parse_text(text: &str, tz: Tz) -> Result<Plan, QueryError> {
    if text.len() > MAX_QUERY_BYTES {
        return Err(QueryError::new(
            ErrorCode::QueryTooLarge,
            "",
            format!("the query is {} bytes; at most {MAX_QUERY_BYTES} are accepted", text.len()),
            "send a smaller query: fewer conditions or shorter IN lists",
        ));
    }
    let value = input::parse_json(text, "the query").map_err(|e| QueryError { hint: shape_hint(), ..e.into() })?;
    parse(&value, tz)
}

/// Validates a query object; `tz` gives the calendar for date values and periods.
pub fn parse(value: &Value, tz: Tz) -> Result<Plan, QueryError> {
    let obj = Object::new(value, "", "the query").map_err(|e| QueryError { hint: shape_hint(), ..e.into() })?;
    obj.check_keys(TOP_LEVEL_KEYS)?;
    let obj = obj.map();
    let table = parse_table(obj.get("table"))?;
    let filters = parse_where(table, obj.get("where"), tz)?;
    let aggregate = obj.get("aggregate").filter(|v| !v.is_null());
    let group_by = obj.get("group_by").filter(|v| !v.is_null());
    let (shape, limit) = match aggregate {
        Some(aggs) => {
            if obj.get("columns").is_some_and(|v| !v.is_null()) {
                return Err(QueryError::new(
                    ErrorCode::InvalidQuery,
                    "columns",
                    "`columns` cannot be combined with `aggregate`",
                    "an aggregate returns its `group_by` columns followed by the aggregates; drop `columns`",
                ));
            }
            let groups = parse_group_by(table, group_by)?;
            let aggregates = parse_aggregates(table, aggs)?;
            check_unique_names(&groups, &aggregates)?;
            let order = parse_aggregate_order(obj.get("order_by"), &groups, &aggregates)?;
            let limit = parse_limit(obj.get("limit"), MAX_GROUPS, MAX_GROUPS, "groups")?;
            (Shape::Aggregate { groups, aggregates, order }, limit)
        }
        None => {
            if group_by.is_some() {
                return Err(QueryError::new(
                    ErrorCode::InvalidAggregate,
                    "group_by",
                    "`group_by` needs `aggregate`",
                    "add e.g. \"aggregate\": [{\"fn\": \"count\"}] or [{\"fn\": \"sum\", \"column\": \"amount\"}]",
                ));
            }
            let columns = parse_columns(table, obj.get("columns"))?;
            let order = parse_select_order(table, obj.get("order_by"))?;
            let limit = parse_limit(obj.get("limit"), DEFAULT_LIMIT, MAX_LIMIT, "rows")?;
            (Shape::Select { columns, order }, limit)
        }
    };
    Ok(Plan { table, filters, shape, limit })
}

fn shape_hint() -> String {
    "expected {\"table\": \"receipts\", \"columns\"?: [...], \"where\"?: [{\"column\", \"op\", \"value\"}], \
     \"order_by\"?: [{\"column\", \"direction\"}], \"limit\"?: 1-100} or {\"table\", \"aggregate\": \
     [{\"fn\", \"column\"?}], \"group_by\"?: [...], \"where\"?: [...]}"
        .to_string()
}

fn invalid(location: &str, message: impl Into<String>, hint: impl Into<String>) -> QueryError {
    QueryError::new(ErrorCode::InvalidQuery, location, message, hint)
}

/// Unknown keys of a nested object, through the platform's one input reader.
fn check_keys(obj: &Map<String, Value>, allowed: &[&str], location: &str) -> Result<(), QueryError> {
    Ok(Object::from_map(obj, location).check_keys(allowed)?)
}

const TABLE_SYNONYMS: &[(&str, &str)] = &[
    ("receipt", "receipts"),
    ("checks", "receipts"),
    ("purchases", "receipt_items"),
    ("lines", "receipt_items"),
    ("receipt_lines", "receipt_items"),
    ("line_items", "receipt_items"),
    ("item", "items"),
    ("goods", "items"),
    ("categories", "products"),
    ("category", "products"),
    ("product", "products"),
    ("tags", "labels"),
    ("label", "labels"),
    ("item_tags", "item_labels"),
];

fn parse_table(v: Option<&Value>) -> Result<&'static Table, QueryError> {
    let name = match v {
        Some(Value::String(s)) => s.trim(),
        Some(_) => return Err(invalid("table", "`table` must be a string", tables_hint(""))),
        None => return Err(invalid("", "the query has no `table`", tables_hint(""))),
    };
    catalog::table(name).ok_or_else(|| {
        QueryError::new(
            ErrorCode::UnknownTable,
            "table",
            format!("unknown table '{}'", input::quote(name)),
            tables_hint(name),
        )
    })
}

fn tables_hint(name: &str) -> String {
    let lower = name.to_lowercase();
    let synonym = TABLE_SYNONYMS.iter().find(|(s, _)| *s == lower).map(|(_, t)| *t);
    let suggestion = synonym.or_else(|| did_you_mean(name, catalog::table_names()));
    let prefix = suggestion.map(|s| format!("did you mean '{s}'? ")).unwrap_or_default();
    format!("{prefix}tables: {}", catalog::table_names().join(", "))
}

/// Where a path may be used; to-many relations only work in `where`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Usage {
    Filter,
    Output,
}

fn parse_path(base: &'static Table, v: &Value, location: &str, usage: Usage) -> Result<Path, QueryError> {
    let text = match v {
        Value::String(s) => s.trim(),
        _ => return Err(invalid(location, "a column must be a string like \"shop\" or \"item.name\"", "")),
    };
    resolve_path(base, text, location, usage)
}

fn resolve_path(base: &'static Table, text: &str, location: &str, usage: Usage) -> Result<Path, QueryError> {
    if text.is_empty() || text.len() > MAX_PATH_CHARS {
        return Err(unknown_column(base, base, text, text, location));
    }
    let segments: Vec<&str> = text.split('.').collect();
    let mut current = base;
    let mut steps: Vec<&'static Relation> = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        if last {
            let Some(column) = current.column(seg) else {
                if let Some(rel) = current.relation(seg) {
                    let target = catalog::table(rel.target).expect("catalog is consistent");
                    return Err(QueryError::new(
                        ErrorCode::UnknownColumn,
                        location,
                        format!("'{}' is a relation to {}, not a column", input::quote(text), rel.target),
                        format!("name one of its columns, e.g. '{text}.{}'", target.columns[1].name),
                    ));
                }
                return Err(unknown_column(base, current, seg, text, location));
            };
            let path = Path { text: text.to_string(), steps, column };
            if usage == Usage::Output && !path.is_to_one() {
                let rel = path.steps.iter().find(|r| r.is_to_many()).expect("a to-many step exists");
                return Err(invalid(
                    location,
                    format!("'{}' goes through '{}', which can match several rows", input::quote(text), rel.name),
                    format!(
                        "'{}' can only be used in `where` (it matches when any related row fits); \
                         to list or group by it, query the related table instead",
                        rel.name
                    ),
                ));
            }
            return Ok(path);
        }
        let Some(rel) = current.relation(seg) else {
            return Err(unknown_column(base, current, seg, text, location));
        };
        if steps.iter().any(|r| matches!(r.kind, RelationKind::Ancestors)) {
            return Err(invalid(
                location,
                format!("'{}': 'ancestors' must be followed by a column", input::quote(text)),
                "e.g. 'item.product.ancestors.name'",
            ));
        }
        if rel.is_to_many()
            && !matches!(rel.kind, RelationKind::Ancestors)
            && steps.iter().any(|r| r.is_to_many() && !matches!(r.kind, RelationKind::Ancestors))
        {
            return Err(invalid(
                location,
                format!("'{}' follows two to-many relations", input::quote(text)),
                "a path may follow at most one to-many relation (lines, labels)",
            ));
        }
        steps.push(rel);
        if steps.len() > MAX_PATH_RELATIONS {
            return Err(invalid(
                location,
                format!("'{}' is too long", input::quote(text)),
                "follow at most 4 relations",
            ));
        }
        current = catalog::table(rel.target).expect("catalog is consistent");
    }
    unreachable!("split always yields at least one segment")
}

/// Synonyms models use for columns, mapped to a path suffix that exists somewhere.
const COLUMN_SYNONYMS: &[(&str, &str)] = &[
    ("category", "product.name"),
    ("category_name", "product.name"),
    ("product", "product.name"),
    ("product_name", "product.name"),
    ("store", "shop"),
    ("shop_name", "shop"),
    ("store_name", "shop"),
    ("item_name", "item.name"),
    ("qty", "quantity"),
    ("cost", "amount"),
    ("sum", "amount"),
    ("created_at", "date"),
    ("datetime", "date"),
    ("time", "date"),
    ("purchase_date", "date"),
    ("tag", "labels.name"),
    ("tags", "labels.name"),
    ("label", "labels.name"),
    ("label_name", "labels.name"),
];

/// Every path reachable from `table` (up to three relations), for suggestions.
fn reachable_paths(table: &'static Table) -> Vec<String> {
    fn walk(t: &'static Table, prefix: String, depth: usize, out: &mut Vec<String>) {
        for c in t.columns {
            out.push(format!("{prefix}{}", c.name));
        }
        if depth == 3 {
            return;
        }
        for r in t.relations {
            if matches!(r.kind, RelationKind::Ancestors) && depth > 0 {
                continue;
            }
            let target = catalog::table(r.target).expect("catalog is consistent");
            walk(target, format!("{prefix}{}.", r.name), depth + 1, out);
        }
    }
    let mut out = Vec::new();
    walk(table, String::new(), 0, &mut out);
    out.sort_by_key(|p| (p.matches('.').count(), p.len()));
    out
}

fn unknown_column(base: &'static Table, at: &'static Table, segment: &str, full: &str, location: &str) -> QueryError {
    let candidates = reachable_paths(base);
    let lower = full.to_lowercase();
    let last = lower.rsplit('.').next().unwrap_or(&lower).to_string();
    let suggestion = did_you_mean(full, candidates.iter().map(String::as_str)).map(str::to_string).or_else(|| {
        let suffix = COLUMN_SYNONYMS.iter().find(|(s, _)| *s == last).map(|(_, p)| *p).unwrap_or(&last);
        candidates.iter().find(|p| *p == suffix || p.ends_with(&format!(".{suffix}"))).cloned()
    });
    let prefix = match suggestion {
        Some(s) if s != full => format!("did you mean '{s}'? "),
        _ => String::new(),
    };
    let relations = at.relation_names();
    let relations = if relations.is_empty() {
        String::new()
    } else {
        format!("; relations: {} (follow with '.', e.g. '{}.{}')", relations.join(", "), relations[0], {
            let t = catalog::table(at.relations[0].target).expect("catalog is consistent");
            t.columns[1].name
        })
    };
    let message = if at.name == base.name && !full.contains('.') {
        format!("unknown column '{}' in table {}", input::quote(segment), at.name)
    } else {
        format!(
            "unknown column or relation '{}' in '{}' (table {})",
            input::quote(segment),
            input::quote(full),
            at.name
        )
    };
    QueryError::new(
        ErrorCode::UnknownColumn,
        location,
        message,
        format!("{prefix}columns of {}: {}{relations}", at.name, at.column_names().join(", ")),
    )
}

fn as_array<'a>(v: &'a Value, location: &str, what: &str) -> Result<&'a Vec<Value>, QueryError> {
    v.as_array().ok_or_else(|| invalid(location, format!("`{location}` must be a JSON array"), what.to_string()))
}

fn parse_columns(table: &'static Table, v: Option<&Value>) -> Result<Vec<Path>, QueryError> {
    let items = match v {
        None | Some(Value::Null) => return Ok(default_columns(table)),
        Some(v) => as_array(v, "columns", "e.g. \"columns\": [\"date\", \"shop\", \"total\"]")?,
    };
    if items.is_empty() {
        return Ok(default_columns(table));
    }
    if items.len() > MAX_COLUMNS {
        return Err(too_large("columns", items.len(), MAX_COLUMNS));
    }
    let mut out: Vec<Path> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let location = format!("columns[{i}]");
        let path = parse_path(table, item, &location, Usage::Output)?;
        if out.iter().any(|p| p.text == path.text) {
            return Err(invalid(&location, format!("column '{}' is listed twice", path.text), "list each column once"));
        }
        out.push(path);
    }
    Ok(out)
}

fn default_columns(table: &'static Table) -> Vec<Path> {
    table.columns.iter().map(|c| Path { text: c.name.to_string(), steps: Vec::new(), column: c }).collect()
}

fn too_large(location: &str, got: usize, max: usize) -> QueryError {
    QueryError::new(
        ErrorCode::QueryTooLarge,
        location,
        format!("`{location}` has {got} entries; at most {max} are allowed"),
        "split the question into smaller queries or use an aggregate",
    )
}

fn parse_where(table: &'static Table, v: Option<&Value>, tz: Tz) -> Result<Vec<Filter>, QueryError> {
    let items = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Object(_)) => {
            return Err(invalid(
                "where",
                "`where` must be a JSON array of conditions",
                "wrap the condition in a list: \"where\": [{\"column\": …, \"op\": …, \"value\": …}]",
            ));
        }
        Some(v) => {
            as_array(v, "where", "e.g. \"where\": [{\"column\": \"shop\", \"op\": \"=\", \"value\": \"АШАН\"}]")?
        }
    };
    if items.len() > MAX_CONDITIONS {
        return Err(too_large("where", items.len(), MAX_CONDITIONS));
    }
    items.iter().enumerate().map(|(i, item)| parse_condition(table, item, &format!("where[{i}]"), tz)).collect()
}

fn parse_condition(table: &'static Table, v: &Value, location: &str, tz: Tz) -> Result<Filter, QueryError> {
    let obj = v.as_object().ok_or_else(|| {
        invalid(
            location,
            "a condition must be an object",
            "e.g. {\"column\": \"shop\", \"op\": \"=\", \"value\": \"АШАН\"}",
        )
    })?;
    check_keys(obj, &["column", "op", "value"], location)?;
    let column_at = format!("{location}.column");
    let path = match obj.get("column") {
        Some(c) => parse_path(table, c, &column_at, Usage::Filter)?,
        None => return Err(invalid(location, "the condition has no `column`", "add \"column\": \"<name>\"")),
    };
    let op_at = format!("{location}.op");
    let kind = path.column.ty.kind();
    let allowed = operators_for(kind);
    let op_text = match obj.get("op") {
        Some(Value::String(s)) => s.as_str(),
        Some(_) => return Err(invalid(&op_at, "`op` must be a string", format!("operators: {}", allowed.join(", ")))),
        None => {
            return Err(invalid(location, "the condition has no `op`", format!("operators: {}", allowed.join(", "))));
        }
    };
    let op = Op::parse(op_text).ok_or_else(|| {
        let extra = match op_text.split_whitespace().collect::<Vec<_>>().join(" ").to_uppercase().as_str() {
            "LIKE" | "CONTAINS" | "~" | "~*" => {
                "did you mean 'ILIKE'? (with % wildcards, case-insensitive) ".to_string()
            }
            "NOT IN" => "for several excluded values use one '!=' condition per value; ".to_string(),
            "=>" => "did you mean '>='? ".to_string(),
            "=<" => "did you mean '<='? ".to_string(),
            "NULL" | "IS" => "did you mean 'IS NULL'? ".to_string(),
            "NOT NULL" | "IS NOT" => "did you mean 'IS NOT NULL'? ".to_string(),
            _ => did_you_mean_prefix(op_text, OPERATORS.iter().copied()),
        };
        QueryError::new(
            ErrorCode::InvalidOperator,
            &op_at,
            format!("unknown operator '{}'", input::quote(op_text)),
            format!("{extra}operators for {} ({}): {}", path.text, kind.name(), allowed.join(", ")),
        )
    })?;
    if !allowed.contains(&op.as_str()) {
        return Err(QueryError::new(
            ErrorCode::InvalidOperator,
            &op_at,
            format!("operator {} does not apply to {} ({})", op.as_str(), path.text, kind.name()),
            format!("operators for {}: {}", kind.name(), allowed.join(", ")),
        ));
    }
    let operand = parse_operand(&path, op, obj.get("value"), &format!("{location}.value"), tz)?;
    Ok(Filter { path, op, operand })
}

fn parse_operand(path: &Path, op: Op, v: Option<&Value>, location: &str, tz: Tz) -> Result<Operand, QueryError> {
    let value = v.unwrap_or(&Value::Null);
    match op {
        Op::IsNull | Op::IsNotNull => {
            if value.is_null() {
                Ok(Operand::None)
            } else {
                Err(invalid_value(location, format!("{} takes no value", op.as_str()), "remove `value`"))
            }
        }
        Op::In => {
            let Value::Array(items) = value else {
                return Err(invalid_value(
                    location,
                    format!("IN needs a JSON array of values for {}", path.text),
                    "e.g. \"value\": [\"АШАН\", \"Пятёрочка\"]",
                ));
            };
            if items.len() > MAX_IN_VALUES {
                return Err(too_large(location, items.len(), MAX_IN_VALUES));
            }
            let list = items
                .iter()
                .enumerate()
                .map(|(i, item)| parse_scalar(path, item, &format!("{location}[{i}]"), tz))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Operand::List(list))
        }
        _ => {
            let scalar = match value {
                Value::Null => {
                    return Err(invalid_value(
                        location,
                        format!("{} needs a value", op.as_str()),
                        "to match missing values use op \"IS NULL\" without a value",
                    ));
                }
                Value::Array(_) => {
                    return Err(invalid_value(
                        location,
                        format!("{} compares with one value, not a list", op.as_str()),
                        "use op \"IN\" for a list of values",
                    ));
                }
                v => parse_scalar(path, v, location, tz)?,
            };
            if op == Op::ILike
                && let Scalar::Text(pattern) = &scalar
            {
                check_like_pattern(pattern, location)?;
            }
            Ok(Operand::One(scalar))
        }
    }
}

fn invalid_value(location: &str, message: impl Into<String>, hint: impl Into<String>) -> QueryError {
    QueryError::new(ErrorCode::InvalidValue, location, message, hint)
}

/// PostgreSQL rejects a pattern ending in the escape character; say so instead of failing in SQL.
fn check_like_pattern(pattern: &str, location: &str) -> Result<(), QueryError> {
    let trailing = pattern.chars().rev().take_while(|c| *c == '\\').count();
    if trailing % 2 == 1 {
        return Err(invalid_value(
            location,
            "an ILIKE pattern cannot end with a single backslash",
            "backslash escapes the next character; write '\\\\' for a literal backslash",
        ));
    }
    Ok(())
}

fn type_hint(kind: ValueKind) -> &'static str {
    match kind {
        ValueKind::Uuid => "a UUID string like \"6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f\"",
        ValueKind::Date => {
            "a date string: \"2024-11-05\" (that day), \"2024-11\" (that month), \"2024\" (that year) \
             or an RFC 3339 instant like \"2024-11-05T18:30:00+03:00\""
        }
        ValueKind::Number => "a JSON number like 89.99",
        ValueKind::Text => "a JSON string",
    }
}

fn wrong_type(path: &Path, location: &str, got: &Value) -> QueryError {
    let kind = path.column.ty.kind();
    let got = match got {
        Value::Null => "null".to_string(),
        Value::Bool(_) => "a boolean".to_string(),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the string \"{}\"", input::quote(s)),
        Value::Array(_) => "a list".to_string(),
        Value::Object(_) => "an object".to_string(),
    };
    invalid_value(
        location,
        format!("{} is a {} column; got {got}", path.text, kind.name()),
        format!("use {}", type_hint(kind)),
    )
}

fn parse_scalar(path: &Path, v: &Value, location: &str, tz: Tz) -> Result<Scalar, QueryError> {
    let kind = path.column.ty.kind();
    match (kind, v) {
        (ValueKind::Text, Value::String(s)) => {
            if s.chars().count() > MAX_TEXT_CHARS {
                return Err(QueryError::new(
                    ErrorCode::QueryTooLarge,
                    location,
                    format!(
                        "the text value has {} characters; at most {MAX_TEXT_CHARS} are allowed",
                        s.chars().count()
                    ),
                    "use a shorter value or an ILIKE pattern",
                ));
            }
            if s.contains('\0') {
                return Err(invalid_value(location, "text values cannot contain the NUL character", "remove it"));
            }
            Ok(Scalar::Text(s.clone()))
        }
        (ValueKind::Uuid, Value::String(s)) => {
            Uuid::try_parse(s.trim()).map(Scalar::Uuid).map_err(|_| wrong_type(path, location, v))
        }
        (ValueKind::Number, Value::Number(n)) => {
            number_text(n).map(Scalar::Number).ok_or_else(|| wrong_type(path, location, v))
        }
        (ValueKind::Number, Value::String(s)) => {
            let t = s.trim();
            if is_decimal(t) { Ok(Scalar::Number(t.to_string())) } else { Err(wrong_type(path, location, v)) }
        }
        (ValueKind::Date, Value::String(s)) => parse_date(s.trim(), tz).ok_or_else(|| wrong_type(path, location, v)),
        _ => Err(wrong_type(path, location, v)),
    }
}

fn number_text(n: &serde_json::Number) -> Option<String> {
    if let Some(i) = n.as_i64() {
        return Some(i.to_string());
    }
    if let Some(u) = n.as_u64() {
        return Some(u.to_string());
    }
    n.as_f64().filter(|f| f.is_finite()).map(|f| format!("{f}"))
}

/// `-12`, `3.5`, `.5` style decimals (no exponent), at most 40 characters.
fn is_decimal(s: &str) -> bool {
    let digits = s.strip_prefix('-').or_else(|| s.strip_prefix('+')).unwrap_or(s);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    !s.is_empty()
        && s.len() <= 40
        && (!int.is_empty() || !frac.is_empty())
        && int.bytes().all(|b| b.is_ascii_digit())
        && frac.bytes().all(|b| b.is_ascii_digit())
        && (digits.contains('.') || !int.is_empty())
        && !(digits.ends_with('.') && frac.is_empty() && int.is_empty())
}

/// Parses a date value: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` (periods in `tz`),
/// naive `YYYY-MM-DD[T ]HH:MM[:SS]` (in `tz`) or RFC 3339 (exact).
pub fn parse_date(s: &str, tz: Tz) -> Option<Scalar> {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| b.get(r.clone()).is_some_and(|x| x.iter().all(u8::is_ascii_digit));
    let local_start = |d: NaiveDate| -> Option<DateTime<Utc>> {
        tz.from_local_datetime(&d.and_hms_opt(0, 0, 0)?).earliest().map(|t| t.with_timezone(&Utc))
    };
    let period = |start: NaiveDate, end: NaiveDate| -> Option<Scalar> {
        Some(Scalar::Period { start: local_start(start)?, end: local_start(end)? })
    };
    match b.len() {
        4 if digits(0..4) => {
            let y: i32 = s.parse().ok()?;
            if y < 1 {
                return None;
            }
            period(NaiveDate::from_ymd_opt(y, 1, 1)?, NaiveDate::from_ymd_opt(y + 1, 1, 1)?)
        }
        7 if digits(0..4) && b[4] == b'-' && digits(5..7) => {
            let y: i32 = s[..4].parse().ok()?;
            let m: u32 = s[5..].parse().ok()?;
            let start = NaiveDate::from_ymd_opt(y, m, 1)?;
            if y < 1 {
                return None;
            }
            period(start, start.checked_add_months(chrono::Months::new(1))?)
        }
        10 => {
            let d = NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()?;
            if !digits(0..4) || d.format("%Y").to_string().len() != 4 || s[..4] == *"0000" {
                return None;
            }
            period(d, d.succ_opt()?)
        }
        _ => {
            if !digits(0..4) || s[..4] == *"0000" {
                return None;
            }
            if let Ok(t) = DateTime::parse_from_rfc3339(s) {
                return Some(Scalar::Instant(t.with_timezone(&Utc)));
            }
            for f in ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M"] {
                if let Ok(naive) = NaiveDateTime::parse_from_str(s, f) {
                    return tz.from_local_datetime(&naive).earliest().map(|t| Scalar::Instant(t.with_timezone(&Utc)));
                }
            }
            None
        }
    }
}

fn parse_limit(v: Option<&Value>, default: u32, max: u32, what: &str) -> Result<u32, QueryError> {
    let v = match v {
        None | Some(Value::Null) => return Ok(default),
        Some(v) => v,
    };
    let hint = format!("`limit` is the number of {what} to return: a whole number from 1 to {max}");
    match v.as_i64() {
        Some(n) if (1..=i64::from(max)).contains(&n) => Ok(n as u32),
        Some(n) => {
            Err(QueryError::new(ErrorCode::LimitOutOfRange, "limit", format!("limit {n} is out of range"), hint))
        }
        None if v.is_number() => Err(QueryError::new(
            ErrorCode::LimitOutOfRange,
            "limit",
            format!("limit {v} is not a whole number in range"),
            hint,
        )),
        None => Err(invalid_value("limit", "`limit` must be a number", hint)),
    }
}

fn parse_direction(v: Option<&Value>, location: &str) -> Result<bool, QueryError> {
    match v {
        None | Some(Value::Null) => Ok(false),
        Some(Value::String(s)) => match s.trim().to_lowercase().as_str() {
            "asc" | "ascending" => Ok(false),
            "desc" | "descending" => Ok(true),
            other => Err(invalid(
                location,
                format!("unknown direction '{}'", input::quote(other)),
                "use \"asc\" (smallest first, the default) or \"desc\" (largest first)",
            )),
        },
        Some(_) => Err(invalid(location, "`direction` must be \"asc\" or \"desc\"", "")),
    }
}

/// Reads the order_by list as `(column value, desc, location)` triples.
fn order_entries(v: Option<&Value>) -> Result<Vec<(&Value, bool, String)>, QueryError> {
    let items = match v {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(v @ Value::Object(_)) => std::slice::from_ref(v),
        Some(v) => as_array(v, "order_by", "e.g. \"order_by\": [{\"column\": \"date\", \"direction\": \"desc\"}]")?,
    };
    if items.len() > MAX_ORDER_BY {
        return Err(too_large("order_by", items.len(), MAX_ORDER_BY));
    }
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let location = format!("order_by[{i}]");
        match item {
            Value::String(_) => out.push((item, false, location)),
            Value::Object(obj) => {
                check_keys(obj, &["column", "direction"], &location)?;
                let column = obj
                    .get("column")
                    .ok_or_else(|| invalid(&location, "the ordering has no `column`", "add \"column\": \"<name>\""))?;
                let desc = parse_direction(obj.get("direction"), &format!("{location}.direction"))?;
                out.push((column, desc, format!("{location}.column")));
            }
            _ => {
                return Err(invalid(
                    &location,
                    "an ordering must be an object",
                    "e.g. {\"column\": \"total\", \"direction\": \"desc\"}",
                ));
            }
        }
    }
    Ok(out)
}

fn parse_select_order(table: &'static Table, v: Option<&Value>) -> Result<Vec<OrderKey>, QueryError> {
    let entries = order_entries(v)?;
    if entries.is_empty() {
        return Ok(table
            .default_order
            .iter()
            .map(|(c, desc)| {
                let column = table.column(c).expect("catalog is consistent");
                OrderKey { path: Path { text: c.to_string(), steps: Vec::new(), column }, desc: *desc }
            })
            .collect());
    }
    entries
        .into_iter()
        .map(|(col, desc, location)| Ok(OrderKey { path: parse_path(table, col, &location, Usage::Output)?, desc }))
        .collect()
}

fn parse_group_by(table: &'static Table, v: Option<&Value>) -> Result<Vec<Group>, QueryError> {
    let items = match v {
        None => return Ok(Vec::new()),
        Some(v @ Value::String(_)) => std::slice::from_ref(v),
        Some(v) => as_array(v, "group_by", "e.g. \"group_by\": [\"receipt.shop\"] or [\"receipt.date:month\"]")?,
    };
    if items.len() > MAX_GROUP_BY {
        return Err(too_large("group_by", items.len(), MAX_GROUP_BY));
    }
    let mut groups: Vec<Group> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let location = format!("group_by[{i}]");
        let Value::String(raw) = item else {
            return Err(invalid(
                &location,
                "a group_by entry must be a string",
                "e.g. \"receipt.shop\" or \"receipt.date:month\"",
            ));
        };
        let name = raw.trim();
        let (column, period) = match name.split_once(':') {
            Some((c, p)) => (c.trim(), Some(p)),
            None => (name, None),
        };
        // The column first: for nonsense input "unknown column" is the useful error.
        let path = resolve_path(table, column, &location, Usage::Output)?;
        let period = period.map(|p| parse_period(p, &location)).transpose()?;
        if period.is_some() && path.column.ty != ColumnType::Timestamp {
            return Err(QueryError::new(
                ErrorCode::InvalidAggregate,
                &location,
                format!("'{}' is not a date column, so it cannot be bucketed", path.text),
                "periods (':day', ':week', ':month', ':year') apply to date columns such as 'receipt.date'",
            ));
        }
        if groups.iter().any(|g| g.name == name) {
            return Err(invalid(&location, format!("'{name}' is grouped twice"), "list each group once"));
        }
        groups.push(Group { path, period, name: name.to_string() });
    }
    Ok(groups)
}

fn parse_period(p: &str, location: &str) -> Result<Period, QueryError> {
    match p.trim().to_lowercase().as_str() {
        "day" => Ok(Period::Day),
        "week" => Ok(Period::Week),
        "month" => Ok(Period::Month),
        "year" => Ok(Period::Year),
        other => Err(QueryError::new(
            ErrorCode::InvalidAggregate,
            location,
            format!("unknown period '{}'", input::quote(other)),
            format!("{}periods: day, week, month, year", did_you_mean_prefix(other, ["day", "week", "month", "year"])),
        )),
    }
}

fn parse_aggregates(table: &'static Table, v: &Value) -> Result<Vec<Aggregate>, QueryError> {
    let items = match v {
        Value::Object(_) => std::slice::from_ref(v),
        v => as_array(v, "aggregate", "e.g. \"aggregate\": [{\"fn\": \"sum\", \"column\": \"amount\"}]")?,
    };
    if items.is_empty() {
        return Err(QueryError::new(
            ErrorCode::InvalidAggregate,
            "aggregate",
            "`aggregate` is empty",
            "add e.g. {\"fn\": \"count\"}",
        ));
    }
    if items.len() > MAX_AGGREGATES {
        return Err(too_large("aggregate", items.len(), MAX_AGGREGATES));
    }
    items.iter().enumerate().map(|(i, item)| parse_aggregate(table, item, &format!("aggregate[{i}]"))).collect()
}

fn parse_aggregate(table: &'static Table, v: &Value, location: &str) -> Result<Aggregate, QueryError> {
    let obj = v.as_object().ok_or_else(|| {
        invalid(location, "an aggregate must be an object", "e.g. {\"fn\": \"sum\", \"column\": \"amount\"}")
    })?;
    check_keys(obj, &["fn", "column", "as"], location)?;
    let fn_at = format!("{location}.fn");
    let fn_text = match obj.get("fn") {
        Some(Value::String(s)) => s.as_str(),
        _ => {
            return Err(QueryError::new(
                ErrorCode::InvalidAggregate,
                &fn_at,
                "the aggregate needs `fn` (a string)",
                format!("functions: {}", AGGREGATE_FUNCTIONS.join(", ")),
            ));
        }
    };
    let func = AggFn::parse(fn_text).ok_or_else(|| {
        QueryError::new(
            ErrorCode::InvalidAggregate,
            &fn_at,
            format!("unknown aggregate function '{}'", input::quote(fn_text)),
            format!(
                "{}functions: {}",
                did_you_mean_prefix(fn_text, AGGREGATE_FUNCTIONS.iter().copied()),
                AGGREGATE_FUNCTIONS.join(", ")
            ),
        )
    })?;
    let column_at = format!("{location}.column");
    let path = match obj.get("column") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim() == "*" && func == AggFn::Count => None,
        Some(c) => Some(parse_path(table, c, &column_at, Usage::Output)?),
    };
    check_aggregate_type(func, path.as_ref(), &column_at)?;
    let name = match obj.get("as") {
        None | Some(Value::Null) => match &path {
            Some(p) => format!("{}({})", func.as_str(), p.text),
            None => "count(*)".to_string(),
        },
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= MAX_ALIAS_CHARS => s.trim().to_string(),
        Some(_) => {
            return Err(invalid(
                &format!("{location}.as"),
                "`as` must be a non-empty name of at most 64 characters",
                "",
            ));
        }
    };
    Ok(Aggregate { func, path, name })
}

fn check_aggregate_type(func: AggFn, path: Option<&Path>, location: &str) -> Result<(), QueryError> {
    let err = |message: String, hint: &str| Err(QueryError::new(ErrorCode::InvalidAggregate, location, message, hint));
    match (func, path) {
        (AggFn::Count, _) => Ok(()),
        (_, None) => {
            err(format!("{} needs a `column`", func.as_str()), "e.g. {\"fn\": \"sum\", \"column\": \"amount\"}")
        }
        (AggFn::CountDistinct, Some(_)) => Ok(()),
        (AggFn::Sum | AggFn::Avg, Some(p)) if p.column.ty.kind() != ValueKind::Number => err(
            format!("{} needs a number column; {} is {}", func.as_str(), p.text, p.column.ty.kind().name()),
            "sum and avg work on quantity, price, amount, total, items_count; use count or count_distinct otherwise",
        ),
        (AggFn::Min | AggFn::Max, Some(p)) if p.column.ty == ColumnType::Uuid => err(
            format!("{} does not apply to the uuid column {}", func.as_str(), p.text),
            "min and max work on number, date and text columns",
        ),
        _ => Ok(()),
    }
}

fn check_unique_names(groups: &[Group], aggregates: &[Aggregate]) -> Result<(), QueryError> {
    let mut seen: Vec<&str> = groups.iter().map(|g| g.name.as_str()).collect();
    for (i, a) in aggregates.iter().enumerate() {
        if seen.contains(&a.name.as_str()) {
            return Err(invalid(
                &format!("aggregate[{i}]"),
                format!("output column '{}' appears twice", a.name),
                "give the aggregate a distinct name with \"as\"",
            ));
        }
        seen.push(&a.name);
    }
    Ok(())
}

fn parse_aggregate_order(
    v: Option<&Value>,
    groups: &[Group],
    aggregates: &[Aggregate],
) -> Result<Vec<(usize, bool)>, QueryError> {
    let names: Vec<&str> =
        groups.iter().map(|g| g.name.as_str()).chain(aggregates.iter().map(|a| a.name.as_str())).collect();
    let entries = order_entries(v)?;
    if entries.is_empty() {
        return Ok(default_aggregate_order(groups));
    }
    entries
        .into_iter()
        .map(|(col, desc, location)| {
            let text = col.as_str().map(str::trim).unwrap_or_default();
            names.iter().position(|n| *n == text).map(|i| (i, desc)).ok_or_else(|| {
                QueryError::new(
                    ErrorCode::UnknownColumn,
                    &location,
                    format!("cannot order an aggregate by '{}'", input::quote(text)),
                    format!(
                        "{}order by an output column: {}",
                        did_you_mean_prefix(text, names.iter().copied()),
                        names.join(", ")
                    ),
                )
            })
        })
        .collect()
}

/// Time buckets read best in time order; other groups largest-first by the first aggregate.
fn default_aggregate_order(groups: &[Group]) -> Vec<(usize, bool)> {
    match groups.first() {
        None => Vec::new(),
        Some(g) if g.period.is_some() || g.path.column.ty == ColumnType::Timestamp => {
            (0..groups.len()).map(|i| (i, false)).collect()
        }
        Some(_) => vec![(groups.len(), true)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn tz() -> Tz {
        chrono_tz::Europe::Moscow
    }

    fn err(q: Value) -> QueryError {
        parse(&q, tz()).expect_err("query must be rejected")
    }

    #[test]
    fn defaults_for_a_bare_table() {
        let plan = parse(&json!({"table": "receipts"}), tz()).unwrap();
        assert_eq!(plan.limit, DEFAULT_LIMIT);
        assert_eq!(plan.output_names(), ["id", "date", "shop", "total", "receipt_number", "items_count"]);
        let Shape::Select { order, .. } = &plan.shape else { panic!("select") };
        assert_eq!(order[0].path.text, "date");
        assert!(order[0].desc);
    }

    #[test]
    fn unknown_table_suggests_and_lists() {
        let e = err(json!({"table": "recipts"}));
        assert_eq!(e.code, ErrorCode::UnknownTable);
        assert!(e.hint.starts_with("did you mean 'receipts'?"), "{}", e.hint);
        assert!(e.hint.contains("receipt_items, items, products, labels, item_labels"));
        let e = err(json!({"table": "categories"}));
        assert!(e.hint.starts_with("did you mean 'products'?"), "{}", e.hint);
    }

    #[test]
    fn unknown_column_suggests_paths() {
        let e = err(json!({"table": "receipt_items", "columns": ["shop"]}));
        assert_eq!(e.code, ErrorCode::UnknownColumn);
        assert_eq!(e.location, "columns[0]");
        assert!(e.hint.starts_with("did you mean 'receipt.shop'?"), "{}", e.hint);
        let e = err(json!({"table": "receipts", "where": [{"column": "shpo", "op": "=", "value": "x"}]}));
        assert!(e.hint.starts_with("did you mean 'shop'?"), "{}", e.hint);
        assert!(e.hint.contains("columns of receipts: id, date, shop, total, receipt_number, items_count"));
        let e = err(json!({"table": "receipt_items", "columns": ["item.nmae"]}));
        assert!(e.hint.starts_with("did you mean 'item.name'?"), "{}", e.hint);
        let e = err(json!({"table": "receipt_items", "columns": ["category"]}));
        assert!(e.hint.starts_with("did you mean 'item.product.name'?"), "{}", e.hint);
        let e = err(json!({"table": "receipt_items", "columns": ["item"]}));
        assert!(e.message.contains("is a relation"), "{}", e.message);
    }

    #[test]
    fn operators_are_checked_against_types() {
        let e = err(json!({"table": "receipts", "where": [{"column": "total", "op": "ILIKE", "value": "1%"}]}));
        assert_eq!(e.code, ErrorCode::InvalidOperator);
        assert!(e.hint.contains("operators for number: =, !=, >, <, >=, <=, IN, IS NULL, IS NOT NULL"), "{}", e.hint);
        let e = err(json!({"table": "receipts", "where": [{"column": "id", "op": ">", "value": "x"}]}));
        assert_eq!(e.code, ErrorCode::InvalidOperator);
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "LIKE", "value": "x"}]}));
        assert!(e.hint.starts_with("did you mean 'ILIKE'?"), "{}", e.hint);
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "=>", "value": "x"}]}));
        assert_eq!(e.code, ErrorCode::InvalidOperator);
        assert!(e.hint.starts_with("did you mean '>='?"), "{}", e.hint);
        assert!(
            parse(&json!({"table": "receipts", "where": [{"column": "shop", "op": "is  not null"}]}), tz()).is_ok()
        );
    }

    #[test]
    fn values_are_type_checked() {
        for (column, value) in [
            ("total", json!("abc")),
            ("total", json!(true)),
            ("id", json!("not-a-uuid")),
            ("date", json!("yesterday")),
            ("date", json!("2024-13-01")),
            ("shop", json!(5)),
            ("shop", json!({"a": 1})),
        ] {
            let e = err(json!({"table": "receipts", "where": [{"column": column, "op": "=", "value": value}]}));
            assert_eq!(e.code, ErrorCode::InvalidValue, "{column} {value}: {e:?}");
            assert_eq!(e.location, "where[0].value");
        }
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "=", "value": null}]}));
        assert!(e.hint.contains("IS NULL"));
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "IN", "value": "АШАН"}]}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        let e = err(json!({"table": "receipts", "where": [{"column": "shop", "op": "ILIKE", "value": "a\\"}]}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        assert!(
            parse(&json!({"table": "receipts", "where": [{"column": "total", "op": ">", "value": "12.50"}]}), tz())
                .is_ok()
        );
    }

    #[test]
    fn date_values_become_periods_in_the_time_zone() {
        let Some(Scalar::Period { start, end }) = parse_date("2024-11", tz()) else { panic!("month") };
        assert_eq!(start.to_rfc3339(), "2024-10-31T21:00:00+00:00");
        assert_eq!(end.to_rfc3339(), "2024-11-30T21:00:00+00:00");
        let Some(Scalar::Period { start, end }) = parse_date("2024-11-05", tz()) else { panic!("day") };
        assert_eq!((end - start).num_hours(), 24);
        assert!(matches!(parse_date("2024", tz()), Some(Scalar::Period { .. })));
        let Some(Scalar::Instant(t)) = parse_date("2024-11-05T10:00:00+03:00", tz()) else { panic!("instant") };
        assert_eq!(t.to_rfc3339(), "2024-11-05T07:00:00+00:00");
        let Some(Scalar::Instant(t)) = parse_date("2024-11-05 10:00", tz()) else { panic!("naive") };
        assert_eq!(t.to_rfc3339(), "2024-11-05T07:00:00+00:00");
        for bad in ["0000-01-01", "2024-1-5", "20241105", "+12024-01-01", "2024-02-30", "0000"] {
            assert_eq!(parse_date(bad, tz()), None, "{bad}");
        }
    }

    #[test]
    fn limits() {
        assert_eq!(parse(&json!({"table": "receipts", "limit": 100}), tz()).unwrap().limit, 100);
        for bad in [json!(0), json!(101), json!(-1), json!(2.5), json!(1e20)] {
            assert_eq!(err(json!({"table": "receipts", "limit": bad})).code, ErrorCode::LimitOutOfRange, "{bad}");
        }
        assert_eq!(err(json!({"table": "receipts", "limit": "10"})).code, ErrorCode::InvalidValue);
        let agg = json!({"table": "receipts", "aggregate": [{"fn": "count"}], "group_by": ["shop"]});
        assert_eq!(parse(&agg, tz()).unwrap().limit, MAX_GROUPS);
        let mut over = agg.clone();
        over["limit"] = json!(1001);
        assert_eq!(err(over).code, ErrorCode::LimitOutOfRange);
    }

    #[test]
    fn aggregates_validate_functions_types_and_order() {
        let q = json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                       "group_by": ["receipt.shop"], "order_by": [{"column": "sum(amount)", "direction": "desc"}]});
        let plan = parse(&q, tz()).unwrap();
        assert_eq!(plan.output_names(), ["receipt.shop", "sum(amount)"]);
        let e = err(json!({"table": "receipt_items", "aggregate": [{"fn": "summ", "column": "amount"}]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        assert!(e.hint.starts_with("did you mean 'sum'?"), "{}", e.hint);
        let e = err(json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "item.name"}]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        let e = err(json!({"table": "receipt_items", "group_by": ["receipt.shop"]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        let e =
            err(json!({"table": "receipt_items", "aggregate": [{"fn": "count"}], "group_by": ["receipt.shop:month"]}));
        assert_eq!(e.code, ErrorCode::InvalidAggregate);
        let e =
            err(json!({"table": "receipt_items", "aggregate": [{"fn": "count"}], "order_by": [{"column": "amount"}]}));
        assert_eq!(e.code, ErrorCode::UnknownColumn);
        let q = json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount", "as": "spent"},
                       "group_by": "receipt.date:month"});
        let plan = parse(&q, tz()).unwrap();
        assert_eq!(plan.output_names(), ["receipt.date:month", "spent"]);
        let Shape::Aggregate { order, .. } = plan.shape else { panic!("aggregate") };
        assert_eq!(order, [(0, false)], "time buckets default to time order");
    }

    #[test]
    fn to_many_paths_only_in_where() {
        let ok = json!({"table": "items", "where": [{"column": "labels.name", "op": "=", "value": "Завтрак"}]});
        assert!(parse(&ok, tz()).is_ok());
        let ok = json!({"table": "receipt_items", "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молоко"}]});
        assert!(parse(&ok, tz()).is_ok());
        let e = err(json!({"table": "items", "columns": ["labels.name"]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        let e =
            err(json!({"table": "products", "where": [{"column": "ancestors.parent.name", "op": "=", "value": "x"}]}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
    }

    #[test]
    fn unknown_keys_and_shapes() {
        let e = err(json!({"table": "receipts", "wher": []}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        assert!(e.hint.starts_with("did you mean 'where'?"), "{}", e.hint);
        assert_eq!(err(json!([1, 2])).code, ErrorCode::InvalidQuery);
        assert_eq!(err(json!({"table": "receipts", "where": {"column": "shop"}})).code, ErrorCode::InvalidQuery);
        assert_eq!(parse_text("{", tz()).unwrap_err().code, ErrorCode::InvalidQuery);
        let huge = format!("{{\"table\": \"{}\"}}", "x".repeat(MAX_QUERY_BYTES));
        assert_eq!(parse_text(&huge, tz()).unwrap_err().code, ErrorCode::QueryTooLarge);
    }

    #[test]
    fn decimal_strings() {
        for ok in ["1", "-1", "1.5", ".5", "+2", "0.00"] {
            assert!(is_decimal(ok), "{ok}");
        }
        for bad in ["", ".", "-", "1e5", "1.2.3", "1,5", "NaN", "inf", "1 ", "--1"] {
            assert!(!is_decimal(bad), "{bad}");
        }
    }
}
