-- Household receipts. One deployment serves many users: a receipt belongs to
-- `user_id` (the id the gateway authenticated) and so do labels; receipt lines
-- and label assignments are owned through them. Items and the product
-- hierarchy form a shared catalogue (the same article is printed the same way
-- on everyone's receipts); a user sees only the items on their own receipts or
-- under their own labels, and the categories above those items.

CREATE TABLE products (
    id        uuid PRIMARY KEY,
    name      text NOT NULL,
    parent_id uuid REFERENCES products (id) ON DELETE RESTRICT,
    CONSTRAINT products_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX products_parent_id_idx ON products (parent_id);
CREATE INDEX products_name_idx ON products (name);

CREATE TABLE items (
    id         uuid PRIMARY KEY,
    name       text NOT NULL,
    product_id uuid REFERENCES products (id) ON DELETE SET NULL
);
CREATE INDEX items_product_id_idx ON items (product_id);
CREATE INDEX items_name_idx ON items (name);

CREATE TABLE receipts (
    id             uuid PRIMARY KEY,
    user_id        uuid NOT NULL,
    date           timestamptz NOT NULL,
    shop           text NOT NULL,
    total          numeric(14, 2) NOT NULL,
    receipt_number text,
    items_count    integer NOT NULL CHECK (items_count >= 0)
);
-- The owner filter plus the most common range/ordering column.
CREATE INDEX receipts_user_date_idx ON receipts (user_id, date);

CREATE TABLE receipt_items (
    id         uuid PRIMARY KEY,
    receipt_id uuid NOT NULL REFERENCES receipts (id) ON DELETE CASCADE,
    item_id    uuid NOT NULL REFERENCES items (id) ON DELETE RESTRICT,
    quantity   numeric(12, 3) NOT NULL,
    price      numeric(12, 2) NOT NULL,
    amount     numeric(14, 2) NOT NULL
);
CREATE INDEX receipt_items_receipt_id_idx ON receipt_items (receipt_id);
CREATE INDEX receipt_items_item_id_idx ON receipt_items (item_id);

CREATE TABLE labels (
    id      uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    name    text NOT NULL,
    color   text,
    CONSTRAINT labels_user_name_key UNIQUE (user_id, name)
);

CREATE TABLE item_labels (
    item_id  uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
    label_id uuid NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
    PRIMARY KEY (item_id, label_id)
);
CREATE INDEX item_labels_label_id_idx ON item_labels (label_id);
