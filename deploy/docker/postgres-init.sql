-- Database roles and databases of the Barb stack. Run as a PostgreSQL superuser:
-- docker compose runs it once, when the postgres volume is first initialised
-- (docker-entrypoint-initdb.d, as POSTGRES_USER); deploy/local/up.sh and the
-- Kubernetes dev overlay run the same statements. Every statement is
-- idempotent, so it is safe to run again by hand:
--   docker compose exec postgres psql -U barb -d postgres -f /docker-entrypoint-initdb.d/10-barb.sql
--
-- POSTGRES_DB creates barb_gateway; receipts get their own database because
-- each service keeps its own sqlx migration history (_sqlx_migrations).
--
-- Receipts roles (least privilege, see the receipts_query::roles docs):
--   barb_receipts_owner   owns barb_receipts; applies migrations and seeds
--                         (MIGRATION_DATABASE_URL, `barb receipts migrate|seed`)
--   barb_receipts_reader  NOLOGIN; every receipts query runs as it, under
--                         row-level security by owner (migration 0002)
--   barb_receipts_query   receipts-query's login (DATABASE_URL): a member of
--                         the reader role and nothing else
-- DEVELOPMENT PASSWORDS: public, like barb/barb in docker-compose.yml. Set
-- real ones (ALTER ROLE … PASSWORD …) for anything shared.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_owner') THEN
        CREATE ROLE barb_receipts_owner LOGIN PASSWORD 'barb_receipts_owner';
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_reader') THEN
        CREATE ROLE barb_receipts_reader NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_query') THEN
        CREATE ROLE barb_receipts_query LOGIN PASSWORD 'barb_receipts_query';
    END IF;
END
$$;
GRANT barb_receipts_reader TO barb_receipts_query;

SELECT 'CREATE DATABASE barb_receipts OWNER barb_receipts_owner'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'barb_receipts') \gexec
