-- Least privilege for the query service, with row-level security as defence in
-- depth behind the query builder's own owner filter.
--
-- Every query transaction of receipts-query runs `SET LOCAL ROLE
-- barb_receipts_reader` and sets `barb.user_id` to the authenticated caller
-- (see src/roles.rs). The reader may only SELECT, and the policies below show
-- it only the caller's receipts, lines, labels and label assignments: a query
-- that forgot or forged its owner filter still sees nothing of anyone else's,
-- and with `barb.user_id` unset it sees nothing at all. The table owner (the
-- migration role, which also seeds) is not subject to the policies.
--
-- Items and the category tree are a shared catalogue without an owner, so no
-- policy applies to them; the query builder still shows a user only the items
-- on their own receipts or labels (and those items' categories).
--
-- barb_receipts_reader is a cluster-wide NOLOGIN group role. The migration
-- creates it when the migrating role may (a superuser or CREATEROLE);
-- otherwise the role setup must create it first (deploy/docker/postgres-init.sql).
-- The service's login role is a member: GRANT barb_receipts_reader TO <login>.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_reader') THEN
        BEGIN
            CREATE ROLE barb_receipts_reader NOLOGIN;
        EXCEPTION
            -- Another database of the same cluster created it at the same moment.
            WHEN duplicate_object OR unique_violation THEN NULL;
            WHEN insufficient_privilege THEN
                RAISE EXCEPTION 'role barb_receipts_reader does not exist and % may not create it', current_user
                    USING HINT = 'run once per cluster as an administrator: CREATE ROLE barb_receipts_reader NOLOGIN '
                                 '(deploy/docker/postgres-init.sql does this)';
        END;
    END IF;
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO barb_receipts_reader', current_schema());
END
$$;

GRANT SELECT ON products, items, receipts, receipt_items, labels, item_labels TO barb_receipts_reader;
-- Lets a service that connects as a reader check at start-up that the schema is current.
GRANT SELECT ON _sqlx_migrations TO barb_receipts_reader;

-- The caller set by the engine for the current transaction; NULL when unset
-- (an unset custom setting reads as '' after a transaction that set it locally).
CREATE FUNCTION receipts_caller() RETURNS uuid
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT nullif(current_setting('barb.user_id', true), '')::uuid $$;

-- The owner on every owned row. Receipt lines and label assignments get a
-- copy of their parent's user_id so that each policy is one comparison: a
-- policy that looked the parent up (EXISTS or IN over receipts) is a security
-- barrier the planner cannot turn into a join, and made aggregates over lines
-- 2-4x slower in the benchmark. A composite foreign key keeps the copy equal to
-- the parent's owner; a trigger fills it when an INSERT leaves it out.
ALTER TABLE receipts ADD CONSTRAINT receipts_id_user_id_key UNIQUE (id, user_id);
ALTER TABLE labels ADD CONSTRAINT labels_id_user_id_key UNIQUE (id, user_id);

ALTER TABLE receipt_items ADD COLUMN user_id uuid;
UPDATE receipt_items ri SET user_id = r.user_id FROM receipts r WHERE r.id = ri.receipt_id;
ALTER TABLE receipt_items ALTER COLUMN user_id SET NOT NULL,
    ADD CONSTRAINT receipt_items_owner_fkey FOREIGN KEY (receipt_id, user_id)
        REFERENCES receipts (id, user_id) ON DELETE CASCADE;

-- The planner derives `receipt_items.user_id = <caller>` from the policy and
-- the builder's own owner filter; with this index that is an index scan of the
-- caller's lines instead of a scan of everyone's.
CREATE INDEX receipt_items_user_id_idx ON receipt_items (user_id);

ALTER TABLE item_labels ADD COLUMN user_id uuid;
UPDATE item_labels il SET user_id = l.user_id FROM labels l WHERE l.id = il.label_id;
ALTER TABLE item_labels ALTER COLUMN user_id SET NOT NULL,
    ADD CONSTRAINT item_labels_owner_fkey FOREIGN KEY (label_id, user_id)
        REFERENCES labels (id, user_id) ON DELETE CASCADE;

CREATE INDEX item_labels_user_id_idx ON item_labels (user_id);

CREATE FUNCTION receipt_items_fill_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.user_id IS NULL THEN
        SELECT r.user_id INTO NEW.user_id FROM receipts r WHERE r.id = NEW.receipt_id;
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER receipt_items_fill_owner BEFORE INSERT ON receipt_items
    FOR EACH ROW EXECUTE FUNCTION receipt_items_fill_owner();

CREATE FUNCTION item_labels_fill_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.user_id IS NULL THEN
        SELECT l.user_id INTO NEW.user_id FROM labels l WHERE l.id = NEW.label_id;
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER item_labels_fill_owner BEFORE INSERT ON item_labels
    FOR EACH ROW EXECUTE FUNCTION item_labels_fill_owner();

ALTER TABLE receipts ENABLE ROW LEVEL SECURITY;
ALTER TABLE receipt_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE labels ENABLE ROW LEVEL SECURITY;
ALTER TABLE item_labels ENABLE ROW LEVEL SECURITY;

CREATE POLICY receipts_of_caller ON receipts FOR SELECT TO barb_receipts_reader
    USING (user_id = receipts_caller());
CREATE POLICY labels_of_caller ON labels FOR SELECT TO barb_receipts_reader
    USING (user_id = receipts_caller());
CREATE POLICY receipt_items_of_caller ON receipt_items FOR SELECT TO barb_receipts_reader
    USING (user_id = receipts_caller());
CREATE POLICY item_labels_of_caller ON item_labels FOR SELECT TO barb_receipts_reader
    USING (user_id = receipts_caller());
