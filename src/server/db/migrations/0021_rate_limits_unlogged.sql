-- Rate-limit counters are written by every limited request (anonymous callers of the open data feed,
-- sign-ins, forms): a fixed window's count is worth nothing after a crash, so the table writes no WAL
-- and each request's commit waits for no disk flush. PostgreSQL empties an unlogged table after a
-- crash (every window starts afresh) and a replica does not have it (the counters are read and
-- written on the primary only).
ALTER TABLE "rate_limits" SET UNLOGGED;
