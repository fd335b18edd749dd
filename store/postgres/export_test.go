package postgres

// SetPruneEvery makes PutChannelBoard prune every n calls until the
// returned function restores the default.
func SetPruneEvery(n uint32) (restore func()) {
	old := pruneEvery
	pruneEvery = n
	return func() { pruneEvery = old }
}
