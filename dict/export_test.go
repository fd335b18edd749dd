package dict

// LoadEmbeddedUncached builds a tier from the embedded data without the cache,
// for benchmarks.
func LoadEmbeddedUncached(name string) (*Dict, error) {
	t, _ := findTier(name)
	return loadEmbedded(t)
}
