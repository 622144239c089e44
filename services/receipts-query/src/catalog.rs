//! The whitelist: every table, column and relation a query may name.
//!
//! Nothing outside this catalog can reach SQL. Table and column names in the
//! generated SQL come from these `'static` strings, never from the request, so
//! a name in a query is either found here (and replaced by the catalog's own
//! string) or rejected with `unknown_table` / `unknown_column`.
//!
//! The owner column (`user_id`) is deliberately absent from the catalog: it can
//! be neither selected nor filtered; the SQL builder adds the owner filter
//! itself (see [`Scope`]).

/// The storage type of a column, which decides the operators and values it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColumnType {
    /// A UUID key.
    Uuid,
    /// An instant (`timestamptz`); called "date" for the model.
    Timestamp,
    /// An exact decimal (`numeric`): money and quantities.
    Decimal,
    /// A whole number (`int`).
    Integer,
    /// Free text.
    Text,
}

/// The value kinds a model sees: `uuid`, `date`, `number`, `text`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// Canonical hyphenated UUID text.
    Uuid,
    /// `YYYY-MM-DD` (the whole day) or an RFC 3339 instant.
    Date,
    /// A JSON number (or a numeric string).
    Number,
    /// A JSON string.
    Text,
}

impl ColumnType {
    /// The kind of value this column is compared with.
    pub fn kind(self) -> ValueKind {
        match self {
            ColumnType::Uuid => ValueKind::Uuid,
            ColumnType::Timestamp => ValueKind::Date,
            ColumnType::Decimal | ColumnType::Integer => ValueKind::Number,
            ColumnType::Text => ValueKind::Text,
        }
    }
}

impl ValueKind {
    /// The name used in errors, the tool description and `describe_data`.
    pub fn name(self) -> &'static str {
        match self {
            ValueKind::Uuid => "uuid",
            ValueKind::Date => "date",
            ValueKind::Number => "number",
            ValueKind::Text => "text",
        }
    }
}

/// One column of a table.
#[derive(Debug)]
pub struct Column {
    /// Column name, identical in the API and in SQL.
    pub name: &'static str,
    /// Storage type.
    pub ty: ColumnType,
    /// Whether the column may be NULL.
    pub nullable: bool,
    /// What the column means, for the model.
    pub description: &'static str,
    /// The ISO 4217 code of a money column ([`CURRENCY`]); `None` otherwise.
    /// Results name it per output column so that a reader (and the chat
    /// orchestrator's grounding check) can tell "1 234 ₽" from "$1,234".
    pub currency: Option<&'static str>,
}

/// The currency every amount of the receipts database is stored in: the
/// receipts are Russian shop receipts, amounts in rubles to the kopeck.
pub const CURRENCY: &str = "RUB";

/// How a relation reaches its target table.
#[derive(Debug)]
pub enum RelationKind {
    /// Many-to-one: `source.<fk> = target.id`. Usable everywhere.
    ToOne {
        /// Foreign-key column on the source table.
        fk: &'static str,
    },
    /// One-to-many: `target.<fk> = source.id`. Only in `where` (matches when any row
    /// matches) and `group_by` (a row counts in every group it belongs to).
    ToMany {
        /// Foreign-key column on the target table pointing back at the source.
        fk: &'static str,
    },
    /// Many-to-many through a link table: `link.<source_fk> = source.id AND link.<target_fk> = target.id`.
    Link {
        /// The link table.
        link: &'static str,
        /// Link column pointing at the source.
        source_fk: &'static str,
        /// Link column pointing at the target.
        target_fk: &'static str,
    },
    /// The product itself and every parent category up to the root (products only).
    /// A filter on it selects a category together with all of its sub-categories.
    Ancestors,
}

/// A named way from one table to another, used as a path segment (`item.product.name`).
#[derive(Debug)]
pub struct Relation {
    /// Segment name in paths.
    pub name: &'static str,
    /// Target table name.
    pub target: &'static str,
    /// How the join is made.
    pub kind: RelationKind,
    /// What the relation means, for the model.
    pub description: &'static str,
}

impl Relation {
    /// True for relations that can match several rows (usable in `where` and `group_by` only).
    pub fn is_to_many(&self) -> bool {
        !matches!(self.kind, RelationKind::ToOne { .. })
    }
}

/// How the owner filter reaches a table. Every query's base table is scoped;
/// rows of other users are invisible.
#[derive(Debug, Clone, Copy)]
pub enum Scope {
    /// The table carries `user_id` itself.
    Owner,
    /// Owned through a to-one relation whose target is [`Scope::Owner`]; the
    /// builder joins it (INNER) and filters the joined row.
    Through(&'static str),
    /// Items: visible when on one of the user's receipts or carrying one of the user's labels.
    ItemsSeen,
    /// Products: visible when some visible item belongs to it or to one of its sub-categories.
    ProductsSeen,
}

/// A table of the whitelist.
#[derive(Debug)]
pub struct Table {
    /// Table name, identical in the API and in SQL.
    pub name: &'static str,
    /// What a row is, for the model.
    pub description: &'static str,
    /// Columns in display order (the default `columns`).
    pub columns: &'static [Column],
    /// Relations usable as path segments.
    pub relations: &'static [Relation],
    /// Columns that identify a row; appended to every ORDER BY so pages are deterministic.
    pub key: &'static [&'static str],
    /// Ordering used when the query gives none: `(column, descending)`.
    pub default_order: &'static [(&'static str, bool)],
    /// How the owner filter applies.
    pub scope: Scope,
}

impl Table {
    /// Looks a column up by exact name.
    pub fn column(&'static self, name: &str) -> Option<&'static Column> {
        self.columns.iter().find(|c| c.name == name)
    }

    /// Looks a relation up by exact name.
    pub fn relation(&'static self, name: &str) -> Option<&'static Relation> {
        self.relations.iter().find(|r| r.name == name)
    }

    /// Names of the columns, for hints.
    pub fn column_names(&self) -> Vec<&'static str> {
        self.columns.iter().map(|c| c.name).collect()
    }

    /// Names of the relations, for hints.
    pub fn relation_names(&self) -> Vec<&'static str> {
        self.relations.iter().map(|r| r.name).collect()
    }
}

/// Looks a table up by exact name.
pub fn table(name: &str) -> Option<&'static Table> {
    TABLES.iter().find(|t| t.name == name)
}

/// Names of all tables, for hints.
pub fn table_names() -> Vec<&'static str> {
    TABLES.iter().map(|t| t.name).collect()
}

const fn col(name: &'static str, ty: ColumnType, nullable: bool, description: &'static str) -> Column {
    Column { name, ty, nullable, description, currency: None }
}

/// A money column: an amount in [`CURRENCY`].
const fn money(name: &'static str, description: &'static str) -> Column {
    Column { name, ty: ColumnType::Decimal, nullable: false, description, currency: Some(CURRENCY) }
}

/// The whitelist itself.
pub static TABLES: &[Table] = &[
    Table {
        name: "receipts",
        description: "One shopping receipt (check) of the user.",
        columns: &[
            col("id", ColumnType::Uuid, false, "Receipt id."),
            col("date", ColumnType::Timestamp, false, "When the purchase was made."),
            col("shop", ColumnType::Text, false, "Shop / chain name, e.g. 'АШАН', 'Пятёрочка', 'ВкусВилл'."),
            money("total", "Receipt total in rubles (sum of its lines' amounts)."),
            col("receipt_number", ColumnType::Text, true, "Number printed on the receipt; null when unknown."),
            col("items_count", ColumnType::Integer, false, "Number of lines on the receipt."),
        ],
        relations: &[Relation {
            name: "lines",
            target: "receipt_items",
            kind: RelationKind::ToMany { fk: "receipt_id" },
            description: "The receipt's lines (to-many: in `where` matches receipts with any line that fits; \
                          in `group_by` a receipt counts in the group of each of its lines).",
        }],
        key: &["id"],
        default_order: &[("date", true)],
        scope: Scope::Owner,
    },
    Table {
        name: "receipt_items",
        description: "One line of a receipt: an item bought in some quantity at some price.",
        columns: &[
            col("id", ColumnType::Uuid, false, "Line id."),
            col("receipt_id", ColumnType::Uuid, false, "The receipt (see relation `receipt`)."),
            col("item_id", ColumnType::Uuid, false, "The item bought (see relation `item`)."),
            col("quantity", ColumnType::Decimal, false, "Pieces, or kilograms for goods sold by weight."),
            money("price", "Price per piece or per kilogram, rubles."),
            money("amount", "Line amount in rubles = quantity × price, rounded to kopecks."),
        ],
        relations: &[
            Relation {
                name: "receipt",
                target: "receipts",
                kind: RelationKind::ToOne { fk: "receipt_id" },
                description: "The receipt of this line (date, shop, …).",
            },
            Relation {
                name: "item",
                target: "items",
                kind: RelationKind::ToOne { fk: "item_id" },
                description: "The item bought (name, category, labels).",
            },
        ],
        key: &["id"],
        default_order: &[],
        scope: Scope::Through("receipt"),
    },
    Table {
        name: "items",
        description: "A distinct article as printed on receipts, e.g. 'Молоко 2,5% пастеризованное 930 мл'.",
        columns: &[
            col("id", ColumnType::Uuid, false, "Item id."),
            col("name", ColumnType::Text, false, "Item name as printed on the receipt."),
            col("product_id", ColumnType::Uuid, true, "Its category (see relation `product`); null = uncategorised."),
        ],
        relations: &[
            Relation {
                name: "product",
                target: "products",
                kind: RelationKind::ToOne { fk: "product_id" },
                description: "The item's category in the product hierarchy.",
            },
            Relation {
                name: "labels",
                target: "labels",
                kind: RelationKind::Link { link: "item_labels", source_fk: "item_id", target_fk: "label_id" },
                description: "The user's labels on the item (to-many: in `where` matches items with any label that fits; \
                              in `group_by` an item counts in the group of each of its labels).",
            },
            Relation {
                name: "lines",
                target: "receipt_items",
                kind: RelationKind::ToMany { fk: "item_id" },
                description: "Receipt lines of the item (to-many: only in `where` and `group_by`).",
            },
        ],
        key: &["id"],
        default_order: &[("name", false)],
        scope: Scope::ItemsSeen,
    },
    Table {
        name: "products",
        description: "The category hierarchy (3 levels, e.g. 'Молочные продукты' › 'Молоко' › 'Молоко пастеризованное').",
        columns: &[
            col("id", ColumnType::Uuid, false, "Category id."),
            col("name", ColumnType::Text, false, "Category name."),
            col("parent_id", ColumnType::Uuid, true, "Parent category; null for a top-level category."),
        ],
        relations: &[
            Relation {
                name: "parent",
                target: "products",
                kind: RelationKind::ToOne { fk: "parent_id" },
                description: "The parent category.",
            },
            Relation {
                name: "ancestors",
                target: "products",
                kind: RelationKind::Ancestors,
                description: "The category itself and all its parents up to the root (to-many: only in `where` and `group_by`): \
                              `product.ancestors.name = 'X'` selects category X and every sub-category of X.",
            },
        ],
        key: &["id"],
        default_order: &[("name", false)],
        scope: Scope::ProductsSeen,
    },
    Table {
        name: "labels",
        description: "The user's own labels (tags) for items, e.g. 'Завтрак', 'Для детей'.",
        columns: &[
            col("id", ColumnType::Uuid, false, "Label id."),
            col("name", ColumnType::Text, false, "Label name."),
            col("color", ColumnType::Text, true, "Display colour like '#F5A623'; null = default."),
        ],
        relations: &[],
        key: &["id"],
        default_order: &[("name", false)],
        scope: Scope::Owner,
    },
    Table {
        name: "item_labels",
        description: "Which of the user's labels are put on which items.",
        columns: &[
            col("item_id", ColumnType::Uuid, false, "The item (see relation `item`)."),
            col("label_id", ColumnType::Uuid, false, "The label (see relation `label`)."),
        ],
        relations: &[
            Relation {
                name: "item",
                target: "items",
                kind: RelationKind::ToOne { fk: "item_id" },
                description: "The labelled item.",
            },
            Relation {
                name: "label",
                target: "labels",
                kind: RelationKind::ToOne { fk: "label_id" },
                description: "The label.",
            },
        ],
        key: &["item_id", "label_id"],
        default_order: &[],
        scope: Scope::Through("label"),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_relation_targets_a_known_table_and_column() {
        for t in TABLES {
            for r in t.relations {
                let target = table(r.target).unwrap_or_else(|| panic!("{}.{} → {}", t.name, r.name, r.target));
                match r.kind {
                    RelationKind::ToOne { fk } => assert!(t.column(fk).is_some(), "{}.{fk}", t.name),
                    RelationKind::ToMany { fk } => assert!(target.column(fk).is_some(), "{}.{fk}", target.name),
                    RelationKind::Link { link, source_fk, target_fk } => {
                        let l = table(link).expect("link table");
                        assert!(l.column(source_fk).is_some() && l.column(target_fk).is_some());
                    }
                    RelationKind::Ancestors => assert_eq!(t.name, "products"),
                }
            }
            if let Scope::Through(rel) = t.scope {
                let r = t.relation(rel).expect("scope relation");
                assert!(matches!(table(r.target).unwrap().scope, Scope::Owner));
            }
            for k in t.key {
                assert!(t.column(k).is_some());
            }
            for (c, _) in t.default_order {
                assert!(t.column(c).is_some());
            }
        }
    }

    #[test]
    fn owner_column_is_not_exposed() {
        for t in TABLES {
            assert!(t.column("user_id").is_none(), "{} exposes user_id", t.name);
        }
    }
}
