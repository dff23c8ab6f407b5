-- Rate-limit counters are per-minute and disposable: not written to the WAL, each request's UPSERT commits
-- without waiting for a disk flush (1.7x the UPSERTs per second alone, 2.8x at ten at once, on the bench
-- machine). After a crash PostgreSQL empties the table: every budget starts afresh, which a limit per minute
-- can afford. Not replicated either, which suits counters kept on the primary that every instance writes.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
