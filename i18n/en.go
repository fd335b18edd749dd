package i18n

// english holds only what the English format strings cannot say alone:
// the forms of a plural. Every other key prints as it is written.
var english = Messages{
	"%d seconds": Plural{One: "%d second", Other: "%d seconds"},
	"Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.": Plural{
		One:   "Hints have already shown you every word you have left, so there is no new hint (and none is counted). The word: %[2]s. Enter it: it counts as found, for no points.",
		Other: "Hints have already shown you every word you have left, so there is no new hint (and none is counted). The %d words: %s. Enter them: they count as found, for no points.",
	},
}
