-- Database roles and databases of the Barb stack. Run with psql as a
-- PostgreSQL superuser, the login passwords given as psql variables
-- (`barb secrets generate` makes them; no password is written here):
--   psql -v ON_ERROR_STOP=1 -v gateway_password=… -v receipts_owner_password=… \
--        -v receipts_query_password=… -f deploy/docker/postgres-init.sql
-- docker compose runs it once, when the postgres volume is first initialised
-- (deploy/docker/postgres-init.sh); deploy/local/up.sh on every start; the
-- Kubernetes dev overlay holds a copy. Every statement is idempotent, so it is
-- safe to run again (also to set new passwords: rotation). A variable that is
-- not given leaves that role's password as it is; a new role then has none and
-- cannot log in with a password at all.
--
-- Each service keeps its own database (and its own sqlx migration history).
--   barb_gateway          owns barb_gateway: the gateway's conversations,
--                         messages and keys; applies its migrations at start-up
-- Receipts roles (least privilege, see the receipts_query::roles docs):
--   barb_receipts_owner   owns barb_receipts; applies migrations and seeds
--                         (MIGRATION_DATABASE_URL, `barb receipts migrate|seed`)
--   barb_receipts_reader  NOLOGIN; every receipts query runs as it, under
--                         row-level security by owner (migration 0002)
--   barb_receipts_query   receipts-query's login (DATABASE_URL): a member of
--                         the reader role and nothing else
-- None of them is a superuser; only the administrator running this is.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_gateway') THEN
        CREATE ROLE barb_gateway LOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_owner') THEN
        CREATE ROLE barb_receipts_owner LOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_reader') THEN
        CREATE ROLE barb_receipts_reader NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'barb_receipts_query') THEN
        CREATE ROLE barb_receipts_query LOGIN;
    END IF;
END
$$;
GRANT barb_receipts_reader TO barb_receipts_query;

\if :{?gateway_password}
ALTER ROLE barb_gateway PASSWORD :'gateway_password';
\endif
\if :{?receipts_owner_password}
ALTER ROLE barb_receipts_owner PASSWORD :'receipts_owner_password';
\endif
\if :{?receipts_query_password}
ALTER ROLE barb_receipts_query PASSWORD :'receipts_query_password';
\endif

SELECT 'CREATE DATABASE barb_gateway OWNER barb_gateway'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'barb_gateway') \gexec
SELECT 'CREATE DATABASE barb_receipts OWNER barb_receipts_owner'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'barb_receipts') \gexec
