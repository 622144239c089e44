-- Runs once, when the postgres volume is first initialised (docker-entrypoint-initdb.d).
-- POSTGRES_DB creates barb_gateway; receipts get their own database because
-- each service keeps its own sqlx migration history (_sqlx_migrations).
CREATE DATABASE barb_receipts OWNER barb;
