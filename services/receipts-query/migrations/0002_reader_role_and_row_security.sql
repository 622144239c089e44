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

ALTER TABLE receipts ENABLE ROW LEVEL SECURITY;
ALTER TABLE receipt_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE labels ENABLE ROW LEVEL SECURITY;
ALTER TABLE item_labels ENABLE ROW LEVEL SECURITY;

CREATE POLICY receipts_of_caller ON receipts FOR SELECT TO barb_receipts_reader
    USING (user_id = receipts_caller());
CREATE POLICY labels_of_caller ON labels FOR SELECT TO barb_receipts_reader
    USING (user_id = receipts_caller());
CREATE POLICY receipt_items_of_caller ON receipt_items FOR SELECT TO barb_receipts_reader
    USING (EXISTS (SELECT 1 FROM receipts r WHERE r.id = receipt_id AND r.user_id = receipts_caller()));
CREATE POLICY item_labels_of_caller ON item_labels FOR SELECT TO barb_receipts_reader
    USING (EXISTS (SELECT 1 FROM labels l WHERE l.id = label_id AND l.user_id = receipts_caller()));
