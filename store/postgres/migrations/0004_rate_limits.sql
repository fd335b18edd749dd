-- Each user's rate limit, shared by every replica, kept as the generic cell
-- rate algorithm's theoretical arrival time: a command is allowed when,
-- counting it, tat stays within burst intervals of now; each allowed command
-- moves tat one interval on (from now, if tat is past). A row whose tat has
-- passed is a full bucket, the same as no row, and is deleted from time to
-- time (a scan: the table holds only recent users, and an index on tat
-- would be rewritten by every command).

CREATE TABLE rate_limits (
	key TEXT PRIMARY KEY,
	tat TIMESTAMPTZ NOT NULL
);
