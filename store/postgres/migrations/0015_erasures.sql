-- When a server's data, or a user's on a platform, was last erased, so that
-- a web board page opened before then writes nothing back. subject is the
-- SHA-256 of "server:PLATFORM:ID" or "user:PLATFORM:ID" (privacy.Subject),
-- not the id; erased_at is when. Kept privacy.ErasureMemory.

CREATE TABLE erasures (
	subject   TEXT PRIMARY KEY,
	erased_at TIMESTAMPTZ NOT NULL
);
